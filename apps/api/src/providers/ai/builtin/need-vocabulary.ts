import type { LexiconEntry } from './cue-matcher.ts';

/**
 * The six trades as tourists, South Tyrol and dialects write them: a small general set of English, German
 * and French words, and the commonest regional forms ("machina", "pittari", "netar", "ntuppatu").
 * Kept apart from the Italian lexicon so each stays readable; the matcher merges entries of one label.
 */
export const NEED_VOCABULARY: readonly LexiconEntry[] = [
  {
    label: 'Idraulico',
    names: ['plumber', 'plumbing', 'klempner', 'installateur', 'sanitarinstallateur', 'plombier', 'plomberie'],
    cues: {
      5: [
        'leak', 'leaks', 'leaking', 'leakage', 'water heater', 'boiler ~ broken', 'clogged', 'blocked drain', 'no hot water',
        'undicht', 'tropft', 'verstopft', 'wasserhahn', 'warmwasser', 'heizung', 'fuite', 'fuite d eau', 'bouche', 'chauffe eau',
        'ntuppat*', 'intuppat*', 'lavandinu', 'rubinettu', 'perdi acqua',
      ],
      4: ['toilet', 'sink', 'shower', 'pipe', 'pipes', 'tap', 'faucet', 'drain', 'cessu', 'cesso', 'rohr', 'abfluss', 'dusche', 'toilette', 'evier', 'robinet', 'tuyau'],
    },
  },
  {
    label: 'Elettricista',
    names: ['electrician', 'elektriker', 'electricien'],
    cues: {
      5: ['tableau electrique', 'tableau ~ saute', 'power outage', 'no power', 'no electricity', 'fuse box', 'short circuit', 'stromausfall', 'kein strom', 'sicherung', 'panne de courant', 'disjoncteur'],
      4: ['licht', 'strom', 'steckdose', 'steckdosen', 'lampe', 'light', 'lights', 'socket', 'sockets', 'outlet', 'electricity', 'lumiere', 'prise', 'electricite', 'currenti', 'luxi'],
    },
  },
  {
    label: 'Imbianchino',
    names: ['painter', 'painters', 'maler', 'malerbetrieb', 'peintre'],
    cues: {
      5: ['repaint', 'repainting', 'paint', 'painting', 'streichen', 'anstreichen', 'ausmalen', 'anstrich', 'peindre', 'repeindre', 'peinture', 'pittà', 'pittari', 'pittare', 'pittata', 'pitar', 'pitare', 'piturà', 'piturare', 'pintai', 'pintare', 'pintadu'],
      3: ['walls', 'wall', 'wand', 'wande', 'mur', 'murs'],
    },
  },
  {
    label: 'Meccanico',
    names: ['mechanic', 'car mechanic', 'garage mechanic', 'mechaniker', 'autowerkstatt', 'werkstatt', 'garagiste', 'mecanicien'],
    cues: {
      5: ['steering', 'brakes', 'brake', 'engine', 'flat tyre', 'flat tire', 'gearbox', 'bremsen', 'motor ~ auto', 'reifen', 'freins', 'moteur', 'pneu', 'machina ~ nun parte', 'machina ~ non parte'],
      4: ['car', 'cars', 'vehicle', 'motorbike', 'scooter', 'voiture', 'wagen', 'machina', 'machhina', 'makkina'],
    },
  },
  {
    label: 'Pulizie',
    names: ['cleaner', 'cleaners', 'cleaning lady', 'housekeeper', 'putzfrau', 'reinigungsfirma', 'femme de menage'],
    cues: {
      5: ['cleaning', 'deep clean', 'clean', 'reinigung', 'putzen', 'endreinigung', 'grundreinigung', 'nettoyage', 'nettoyer', 'menage', 'netar', 'netare', 'nettare', 'netà', 'limpiare', 'limpiai', 'limpiesa', 'reinigungskraft', 'pulizzi', 'puliziari', 'puliri'],
    },
  },
  {
    label: 'Giardinaggio',
    names: ['gardener', 'gardening', 'gartner', 'gartenpflege', 'jardinier', 'jardinage'],
    cues: {
      5: ['garden', 'lawn', 'mow', 'mowing', 'hedge', 'hedges', 'trees', 'tree', 'garten', 'rasen', 'hecke', 'hecken', 'baum', 'baume', 'jardin', 'pelouse', 'herbe', 'haie', 'tondre', 'elagage', 'erba ~ taglia*'],
    },
  },
];
