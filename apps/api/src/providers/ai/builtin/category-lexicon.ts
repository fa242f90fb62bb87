import type { LexiconEntry } from './cue-matcher.ts';

/** Painting a door, a gate or a railing is the painter's job, not the carpenter's or the smith's. */
const PAINT_VERBS = ['vernici*', 'riverniciar*', 'dipinger*', 'ridipinger*', 'pitturar*', 'pittar*', 'tinteggi*', 'smaltare'];
const PAINTED_OBJECTS = ['porte', 'porta', 'portone', 'cancell*', 'ringhier*', 'recinzion*', 'persian*', 'scuri', 'infissi', 'finestre', 'inferriat*', 'balcon*', 'staccionat*'];
const PAINTING_JOBS = PAINT_VERBS.flatMap((verb) => PAINTED_OBJECTS.map((object) => `${verb} ~ ${object}`));

/**
 * The six categories: how people name the professional, and the objects, symptoms and jobs that
 * point to each (syntax in cue-matcher.ts). Weights: 5 decisive, 4 strong, 3 clear, 2 hint, 1 weak.
 * Words shared by two needs sit in both with the weight each deserves; phrases settle the common
 * mixes ("pulizia della caldaia" is plumbing, "pulizia del giardino" gardening).
 */
export const CATEGORY_LEXICON: readonly LexiconEntry[] = [
  {
    label: 'Idraulico',
    names: ['idraulic*', 'termoidraulic*', 'idraulci', 'idraulcio', 'iraulico', 'idrauliko', 'stagnino', 'lattoniere idraulico', 'caldaist*'],
    cues: {
      5: [
        'sanitari', 'sifon*', 'caldai*', 'boiler', 'scaldabagn*', 'scalda bagno', 'scaldacqua', 'scalda acqua', 'sciacquon*',
        'non scarica', 'non scaricano', 'non scende l acqua', 'non defluisce', 'colonna di scarico', 'tubo ~ rott*',
        'rubinett*', 'miscelator*', 'perdita d acqua', 'perdite d acqua', 'perde acqua', 'perdono acqua', 'lavandin*',
        'caldai* ~ non parte', 'caldai* ~ spia', 'caldai* ~ blocco', 'caldai* ~ errore', 'pulizi* ~ caldai*', 'fuga di gas', 'odore di gas',
        'perdita di gas', 'scarico ~ otturat*', 'scarico ~ intasat*', 'scarico ~ bloccat*', 'acqua calda', 'niente acqua',
        'manca l acqua', 'senza acqua', 'acqua ~ non arriva', 'non arriva ~ acqua', 'poca acqua', 'acqua ~ poca pressione', 'pressione ~ bassa', 'wc ~ otturat*', 'water ~ otturat*', 'termosifon*', 'piatto doccia', 'box doccia',
        'cassetta ~ wc', 'cassetta ~ water', 'vasca da bagno', 'tubatur*', 'tubazion*', 'autoclave',
        'vaillant', 'baxi', 'immergas', 'riello', 'ferroli', 'junkers', 'viessmann', 'sturalavandin*',
      ],
      6: ['perdit* ~ soffitto', 'perde ~ soffitto', 'acqua ~ dal soffitto', 'infiltrazion* ~ soffitto'],
      4: [
        'lavello', 'lavabo', 'lavelli', 'lavabi', 'bidet', 'wc', 'water', 'vater', 'otturat*', 'intasat*',
        'ingorg*', 'sturare', 'sturar*', 'stura', 'gocciol*', 'perdit*', 'perde', 'perdono', 'perdeva', 'sgocciol*',
        'allagament*', 'allagat*', 'galleggiant*', 'tubo', 'tubi', 'tubetto', 'flessibil*', 'raccord*', 'guarnizion*',
        'radiator*', 'riscaldament*', 'valvol*', 'scarico', 'scarichi', 'scaricare', 'acqua fredda', 'pressione ~ acqua',
        'pressione ~ caldai*', 'allaccio ~ lavatric*', 'allacciare ~ lavatric*', 'allaccio ~ lavastovigli*',
        'allaccio ~ gas', 'impianto ~ gas', 'tubo ~ gas', 'contatore ~ acqua', 'addolcitor*', 'depurator*', 'osmosi', 'anticalcare', 'defangator*', 'dosatore ~ polifosfat*', 'tubo ~ nel muro', 'tubo ~ dentro ~ muro', 'depurator* ~ acqua',
        'pozzetto', 'braga', 'doccia', 'docce', 'vasca', 'idrosanitar*', 'rubinetteria', 'soffione',
        'termostatic*', 'acqua ~ non ~ scende', 'fognatur*', 'fogna', 'scarico del bagno', 'cassetta di scarico',
        'pompa di calore', 'puffer', 'bollitore', 'vaso di espansione', 'trituratore', 'scaldasalviett*', 'spurgo ~ scaric*',
      ],
      3: [
        'gas', 'metano', 'cucina ~ acqua', 'lavatric*', 'lavastovigli*', 'perdere', 'perde ~ acqua', 'infiltrazion*',
        'umidita ~ vicin*', 'bagnat*', 'gocce', 'goccia', 'condensa', 'calcare', 'pompa',
        'pavimento ~ bagnat*', 'acqua ~ pavimento', 'acqua ~ soffitto', 'pozzo', 'cisterna', 'serbatoio', 'impianto idrico',
        'doccetta', 'piletta', 'idrico', 'idrica', 'termostato', 'tubo ~ perd*', 'acqua ~ perd*',
        'irrigazione ~ perd*',
      ],
      2: ['acqua', 'bagno', 'bagni', 'cucina', 'pressione', 'contatore', 'tazza', 'filtro', 'scaldino', 'cassetta'],
    },
  },
  {
    label: 'Elettricista',
    names: ['elettricist*', 'eletricist*', 'elettrcista', 'eletrcista', 'elettricsta', 'electricista', 'impiantista elettric*'],
    cues: {
      5: [
        'salvavita', 'differenzial*', 'quadro elettric*', 'quadri elettric*', 'cortocircuit*', 'corto circuito', 'blackout',
        'black out', 'impianto elettric*', 'impianti elettric*', 'salta ~ corrente', 'saltata ~ corrente', 'salta ~ luce',
        'saltata ~ luce', 'manca ~ corrente', 'mancanza ~ corrente', 'senza corrente', 'niente corrente', 'non ~ corrente',
        'salta ~ salvavita', 'scatta ~ salvavita', 'wallbox', 'wall box', 'colonnin* ~ ricarica', 'punto luce', 'punti luce',
        'messa a terra', 'prende ~ scossa', 'prendo ~ scossa', 'fotovoltaic*', 'videocitofon*', 'citofon*', 'domotic*',
        'termostato ambiente', 'cronotermostat*', 'linea dedicata', 'linea ~ interrata', 'collegare ~ lampion*', 'lampioncin*', 'presa elettric*', 'prese elettric*', 'cavi elettric*', 'fili ~ scopert*', 'cavi ~ scopert*', 'fili elettric*', 'filo elettric*', 'linea elettric*',
        'certificazione ~ impianto elettric*', 'dichiarazione di conformita ~ elettric*', 'non funziona ~ luce',
        'non funzionano ~ luci', 'non si accende ~ luce', 'non si accendono ~ luci', 'impianto ~ luci', 'illuminazion* ~ giardin*', 'luci ~ giardin*', 'luce ~ giardin*', 'luci ~ spengono', 'luce ~ va e viene',
        'luci esterne', 'luce esterna', 'luci ~ esterno', 'illuminazione esterna', 'segnapass*', 'faro esterno', 'fari esterni',
        'faretti ~ giardin*', 'faro ~ giardin*', 'salta tutto', 'saltato tutto', 'scatta tutto', 'ventilatore ~ soffitto',
        'lampadario ~ montare', 'montare ~ lampadari*', 'installare ~ lampadari*', 'attaccare ~ lampadari*',
      ],
      4: [
        'corrente', 'interruttor*', '=presa', '=prese', 'lampadari*', 'applique', 'faretti', 'faretto', 'plafonier*',
        'scossa', 'scosse', 'fusibil*', 'scintill*', 'cablaggi*', 'cablare', 'contator* ~ enel', 'contatore ~ luce',
        'aumento ~ potenza', 'potenza ~ contatore', 'kw', 'kilowatt', 'illuminazion*', 'scatola di derivazione',
        'pannelli solari', 'pannello solare', 'inverter', 'antifurto', 'allarme', 'videosorveglianz*', 'telecamer*',
        'sensore ~ movimento', 'automazion* ~ cancell*', 'cancello automatico', 'cancello elettric*', 'motore ~ cancell*',
        'tapparell* elettric*', 'tende elettric*', 'campanell*', 'ricarica ~ auto elettric*', 'ricarica ~ macchina elettric*',
        'piano a induzione', 'piano cottura a induzione', 'induzione', 'sfarfall*', 'luci', 'luce', 'lampadin*', 'lampad*',
        'neon', 'strisce led', 'striscia led', 'led', 'cavi', 'cavo', 'fili', 'presa ~ tv', 'canalina', 'canaline',
        'enel', 'corrente elettrica', 'ventilatore a soffitto', 'trifase', 'monofase', 'magnetotermic*', 'relè', 'rele',
        'lampione', 'lampioni', 'illuminare',
      ],
      3: ['al buio', 'buio', 'elettric*', 'scatta', 'salta', 'saltato', 'spina', 'spine', 'ciabatta', 'contatore', 'potenza', 'stufa elettrica', 'forno ~ non ~ scalda'],
    },
  },
  {
    label: 'Imbianchino',
    names: ['imbianchin*', 'imbianchi', 'pittore ~ edil*', 'pittori ~ edil*', 'decorator*', 'verniciator*', 'tinteggiator*'],
    cues: {
      5: [
        'imbiancar*', 'imbianca', 'imbiancat*', 'tinteggi*', 'tintegg*', 'ritinteggi*', 'pitturar*', 'pittura', 'pitture',
        'pitturazion*', 'ridipinger*', 'ridipint*', 'dipinger*', 'dipinte', 'dipingere', 'verniciatur*', 'verniciar*',
        'riverniciar*', 'verniciat*', 'muffa', 'muffe', 'ammuffit*', 'antimuffa', 'carta da parati', 'carta da parato',
        'idropittura', 'mano di bianco', 'mano di pittura', 'mano di vernice', 'stuccatur*', 'rasatur*', 'spatolat*',
        'spugnatura', 'velatura', 'stencil', 'pittor*', 'colore ~ pareti', 'colore ~ parete', 'colore ~ muri',
        'cambiare colore', 'decorazion* ~ pareti', 'pareti ~ colorat*', 'dipingi*', 'dipinta', 'dipinto ~ muro',
        'imbiancatur*', 'inbianc*', 'imbiangar*', 'tinteggar*', 'pittar*', 'pitta', 'pittat*', 'pitturà',
        'rinfrescare ~ pareti', 'rinfrescare ~ muri', 'rinfrescata ~ pareti', 'rinfrescata ~ muri', 'rinfrescare ~ casa',
        ...PAINTING_JOBS, 'antiruggine', 'smalto all acqua', 'smalto ~ porte', 'smalto ~ termosifon*', 'decorazion* ~ mural*', 'murales', 'murale',
      ],
      4: [
        'vernic*', 'stucc*', 'parete', 'pareti', 'muri ~ casa', 'soffitto', 'soffitti', 'facciat*', 'intonaco ~ scrostat*',
        'scrostat*', 'crepe ~ pareti', 'crepe ~ muro', 'macchie ~ muro', 'macchie ~ muri', 'macchie ~ pareti',
        'macchie ~ soffitto', 'umidita ~ muro', 'umidita ~ pareti', 'umidita ~ parete', 'umidita ~ soffitto', '=smalto',
        'smaltare', 'smaltatura', 'tinta', 'tinte', 'ringhier*', 'cancellata ~ vernic*', 'cartongesso',
        'controsoffitt*', 'colori', 'colore', 'parati', 'decorativ*', 'decorar*', 'tappezzeria ~ pareti', 'pennell*',
        'rullo', 'impregnant*', 'flatting', 'mordente', 'anticat*', 'boiserie', '=graffiti', 'cappotto',
      ],
      3: ['persian*', 'muri', 'muro', 'intonac*', 'macchie', 'macchia', 'bianco', 'grigio', 'crepe', 'crepa'],
      2: ['umidita', 'salotto', 'soggiorno', 'camera', 'camere', 'cameretta', 'stanze', 'stanza'],
      1: ['appartamento ~ mq', 'mq', 'appartamento', 'corridoio', 'ingresso'],
    },
  },
  {
    label: 'Meccanico',
    names: ['meccanic*', 'mecanico', 'meccanco', 'officin*', 'elettrauto', 'gommist*', 'carrozzier*', 'autofficin*', 'carrozzeri*', 'autocarrozzeri*'],
    cues: {
      5: [
        'tagliand*', 'frizion*', 'pastiglie', 'pastiglia ~ fren*', 'dischi ~ fren*', 'fren*', 'non si avvia', 'non si avvi*',
        'non parte ~ auto', 'non parte ~ macchina', 'non parte ~ moto', 'auto ~ non parte', 'macchina ~ non parte',
        'moto ~ non parte', 'auto ~ non si accende', 'macchina ~ non si accende', 'moto ~ non si accende', 'cambio ~ olio',
        'cambio ~ gomme', 'cambio ~ pneumatic*', 'pneumatic*', 'marmitt*', 'ammortizzator*', 'cinghia ~ distribuzione',
        'distribuzione ~ auto', 'revisione ~ auto', 'revisione ~ macchina', 'revisione ~ moto', 'revisione ~ scooter',
        'cofano', 'parabrezz*', 'paraurti', 'carburator*', 'iniettor*', 'antiparticolato', 'fap', 'dpf', 'turbina ~ auto',
        'spia ~ motore', 'spia ~ cruscotto', 'spia ~ accesa', 'batteria ~ auto', 'batteria ~ macchina', 'batteria ~ scaric*',
        'gomme', 'gomma ~ bucat*', 'foratur*', 'cerchi ~ auto', 'cerchioni', 'convergenza', 'equilibratura', 'sterzo',
        'cambio automatico', 'cambio manuale', 'centralina ~ auto', 'diagnosi ~ auto', 'diagnosi ~ macchina', 'tergicristall*',
        'ammaccatur*', 'grandinat*', 'graffio ~ auto', 'graffi ~ auto', 'fiancata', 'portiera', 'specchietto', 'fari ~ auto',
        'motore ~ auto', 'motore ~ macchina', 'motore ~ moto', 'motorin* ~ avviamento', 'olio ~ motore', 'si spegne ~ minimo', 'al minimo', 'kit distribuzione', 'gancio traino', 'gancio di traino', 'sensori di parcheggio', 'sensori ~ parcheggio', 'centralina ~ riprogramm*', 'liquido refrigerante', 'liquido ~ freni', 'pulizi* ~ carburator*', 'pulire ~ carburator*', 'pulizi* ~ iniettor*', 'fumo ~ motore',
        'fumo ~ auto', 'fumo ~ macchina', 'fumo ~ cofano', 'surriscald* ~ motore', 'liquido ~ raffreddamento',
        'ricarica ~ clima ~ auto', 'carro attrezzi', 'soccorso stradale',
        'auto ~ ferma', 'macchina ~ ferma', 'frenata', 'sospension*', 'semiasse', 'candelett*', 'alternator*',
        'motorino di avviamento', 'cambio ~ marce', 'scappament*', 'marmitta', 'turbo', 'auto ~ perde', 'macchina ~ perde',
        'odore ~ dolciastro', 'liquido ~ freni', 'liquido ~ radiatore', 'frizione',
      ],
      8: [
        'auto ~ radiator*', 'macchina ~ radiator*', 'radiatore ~ auto', 'radiatore ~ macchina', 'climatizzator* ~ auto', 'climatizzator* ~ macchina', 'aria condizionata ~ auto', 'aria condizionata ~ macchina',
        'clima ~ auto', 'clima ~ macchina', 'condizionator* ~ auto', 'condizionator* ~ macchina',
      ],
      4: [
        'auto', 'automobil*', 'autovettur*', 'macchina', 'vettura', 'moto', 'motocicl*', 'motorin*', 'scooter',
        'furgon*', 'camper', 'camion', 'autocarro', 'suv', 'utilitaria', 'berlina', 'motore', 'olio', 'batteria', 'revision*',
        'candele', 'cinghia', 'cruscotto', 'volante', 'clacson', 'targa', 'diesel', 'benzina', 'gpl', 'ibrida',
        'bici', 'bicicletta', 'biciclette', 'monopattino', 'ape car', 'quad', 'trattore', 'trattorino', 'motozappa',
        'catena ~ moto', 'catena ~ bici', 'catena ~ bicicletta', 'camera d aria', 'ruota', 'ruote', 'gomma', '=cerchi',
        'carrozzeria', 'fanale', 'fanali', 'freccia', 'fari', 'rombo', 'sbanda', 'cigolio',
        'tdi', 'tsi', 'jtd', 'multijet', 'hdi', 'dci', 'subaru', 'forester', 'fiat', 'panda', 'cinquecento', 'yaris', 'polo', 'clio', 'ford', 'opel', 'renault', 'peugeot',
        'citroen', 'toyota', 'volkswagen', 'vw', 'audi', 'bmw', 'mercedes', 'skoda', 'kia', 'hyundai', 'dacia', 'nissan',
        'suzuki', 'mazda', 'honda', 'volvo', 'jeep', 'tesla', 'lancia', 'ypsilon', 'alfa romeo', 'giulietta',
        'ducati', 'yamaha', 'kawasaki', 'piaggio', 'aprilia', 'duster', 'sandero', 'qashqai', 'juke', 'tucson', 'sportage',
        'tiguan', 'captur', 'megane', 'twingo', 'fiesta', 'focus', 'kuga', 'astra', 'corsa ~ opel', 'doblo', 'ducato',
        'multipla', 'seicento', 'c3', 'c4', 'micra', 'aygo', 'corolla', 'rav4', 'i10', 'i20', 'picanto', 'fiorino',
      ],
      3: ['=vespa', 'cigola', 'fischia', 'vibra', 'vibrazion*', 'perde olio', 'perdita ~ olio', 'tagliandi', 'fanalino', 'ganasce', 'garage ~ auto'],
      // A noise or smoke belong to many machines: a hint of the car's job only.
      2: ['fumo', 'rumore', 'rumori', 'spia', 'non parte', 'radiatore', 'auto elettric*', 'macchina elettric*'],
      1: ['cambio'],
    },
  },
  {
    label: 'Pulizie',
    names: ['pulizie', 'impresa di pulizi*', 'ditta di pulizi*', 'donna delle pulizie', 'signora delle pulizie', 'colf', 'collaboratric* domestic*', 'collaboratore domestico', 'addett* ~ pulizi*'],
    cues: {
      5: [
        'pulizia', 'pulizzia', 'pulire', 'pulirmi', 'pulirci', 'pulito', 'pulita', 'puliti', 'pulisc*', 'pulirla',
        'pulirlo', 'sanificazion*', 'sanificar*', 'sanifica', 'igienizzazion*', 'igienizzar*', 'sgrassa*', 'sgrassatur*',
        'dopo lavori', 'dopo i lavori', 'dopo la ristrutturazione', 'fine lavori', 'fine cantiere', 'post cantiere',
        'post ristrutturazione', 'post lavori', 'dopo ~ trasloc*', 'post trasloco', 'prima ~ trasloc*', 'lavaggio ~ divan*', 'lavaggio ~ tappet*', 'lavaggio ~ moquette',
        'lavaggio ~ materass*', 'lavaggio ~ vetri', 'lavaggio ~ pavimenti', 'lavare ~ vetri', 'lavare ~ pavimenti',
        'lavare ~ finestre', 'lavare ~ casa', '=vetri', '=vetrine', '=vetrate', 'deep cleaning', 'ceratura', 'lucidatura ~ pavimenti',
        'pulizie di primavera', 'scale condominiali', 'scale ~ condomin*', 'stirare', 'stiratura', 'stiro', 'spolverare',
        'spolverat*', 'ragnatel*', 'check out ~ appartament*', 'cambio biancheria', 'igienizza', 'pulire ~ fughe',
        'pulizi* ~ fughe', 'pulizi* ~ piastrell*', 'pulire ~ piastrell*', 'pulizi* ~ calcare', 'togliere ~ calcare',
        'schizzi ~ pittura', 'macchie ~ vernice', 'smacchiar*', 'lucidare ~ pavimenti', 'pulizi* ~ profond*', 'pulizi* ~ straordinari*',
        // How often is a cleaning question; where (a holiday let, an office) is only the setting (weight 2 below).
        'puliv*', 'pulzi*', 'odore ~ sigarett*', 'odore ~ fumo', 'cattivi odori',
      ],
      4: [
        'sporc*', 'polvere', 'uffic*', 'moquette', 'tappeti', 'divani', '=materassi', 'lavaggio', 'lavare',
        'riordin*', 'riassett*', 'disinfezion*', 'disinfettar*', 'incrostat*', 'incrostazion*', 'calcare ~ pulire',
        'ore settimanali', 'ore a settimana', 'settimanal*', 'bisettimanal*', 'quindicinal*', 'tende ~ lavare', 'a fondo',
        'persiane ~ pulire', 'detersiv*', 'aspirapolvere', 'mocio', 'lavapavimenti', 'sgrassare',
      ],
      3: ['volta a settimana', 'volte a settimana', 'ogni settimana', 'una volta al mese', 'ogni mese', 'ogni quindici giorni', 'casa ~ ore', 'ore ~ settimana', 'disastro', 'disordine', 'sottosopra', 'riconsegna*'],
      2: ['condomin*', 'airbnb', 'b&b', 'bnb', 'casa vacanze', 'casa vacanza', 'affittacamer*', 'scale', 'negozio', 'negozi', 'capannon*', 'palestr*', 'ristorant*', 'studio medico', 'ambulatori*', 'scuola', 'asilo', 'hotel', 'albergo', 'cantiere', 'finestre', 'pavimenti', 'pavimento'],
    },
  },
  {
    label: 'Giardinaggio',
    names: ['giardinier*', 'giardinaggio', 'giardinaggi', 'manutenzione ~ verde', 'cura del verde', 'vivaist*', 'paesaggist*', 'agronomo', 'boscaiol*', 'arborist*', 'tree climbing', 'potator*'],
    cues: {
      5: [
        'prato', 'prati', 'praticello', 'giardin*', 'potatur*', 'potar*', 'pota', 'siep*', 'albero', 'alberi', 'alberello', 'alberatur*', 'abbatt* ~ pino',
        'abbatt* ~ piant*', 'abbatt* ~ albero', 'abbatt* ~ alberi', 'irrigazion*', 'irrigar*', 'aiuol*', 'orto', 'orti', 'erba', 'erbacce',
        'erbaccia', 'decespugli*', 'tosaerba', 'rasaerba', 'tagliaerba', 'tagliare l erba', 'taglio ~ erba', 'sfalci*',
        'falciar*', 'falciatur*', 'diserb*', 'cespugli*', 'arbust*', 'piante', 'pianta ~ giardin*', 'piantar*', 'piantumaz*',
        'semina', 'seminar*', 'concim*', 'fertilizz*', 'zolle', 'prato a rotoli', 'prato sintetico', 'terriccio',
        'foglie', 'ceppaia', 'ceppaie', 'ramaglie', 'rami', 'ramo', 'tronco', 'ceppo', 'ceppi', 'radici', 'motosega', 'ulivi', 'ulivo', 'olivi',
        'olivo', 'palma', 'palme', 'pino', 'pini', 'cipress*', 'quercia', 'tiglio', 'magnolia', 'oleandr*', 'glicine',
        'edera', 'rose', 'roseto', 'fiori', 'fioriere', 'fioriera', 'vasi ~ fiori', 'terrazzo ~ piant*', 'balcone ~ piant*',
        'verde ~ condomin*', 'area verde', 'aree verdi', 'pulizi* ~ giardin*', 'pulizi* ~ terreno', 'pulizi* ~ prato',
        'pulizi* ~ erba', 'pulizi* ~ foglie', 'pulizi* ~ rovi', 'rovi', 'sterpaglie', 'terreno ~ incolt*', 'punteruolo',
        'processionaria', 'frutteto', 'vigneto', 'alberi da frutto', 'robot ~ tagliaerba', 'robot ~ rasaerba', 'bosso',
        'lauro', 'lauroceraso', 'fotinia', 'tuie', 'tuia', 'gazebo ~ giardino', 'giardinetto', 'vialetto ~ erba',
        'un pero', 'il pero', 'del pero', 'peri', 'ciliegio', 'ciliegi', 'melo', 'meli', 'albicocco', 'albicocchi', 'pesco',
        'peschi', 'susino', 'susini', 'nespolo', 'castagno', 'castagni', 'noce ~ albero', 'fico ~ albero', 'limone ~ albero',
        'limoni ~ piant*', 'agrum*', 'aranci', 'mandarino ~ albero', 'pioppo', 'pioppi', 'platano', 'platani', 'betulla',
        'acero', 'abete', 'abeti', 'faggio', 'larice', 'gelso', 'salice', 'prato inglese', 'tappeto erboso',
      ],
      4: ['innaffi*', 'annaffi*', 'irrigatori', 'talee', 'trapiant*'],
      3: ['terreno', 'bosco', 'vialetto'],
      2: ['verde', 'taglio', 'tagliare', 'vasi', 'terrazzo', 'balcone', 'parco', '=legna'],
    },
  },
];
