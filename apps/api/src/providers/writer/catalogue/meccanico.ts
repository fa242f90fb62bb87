import type { TradeProfile } from './trade-profile.ts';

export const MECCANICO: TradeProfile = {
  category: 'Meccanico',
  singular: 'meccanico',
  plural: 'meccanici',
  indefinite: 'un meccanico',
  field: 'manutenzione e riparazione di auto e veicoli',
  jobs: [
    {
      name: 'Tagliando completo',
      description: 'olio motore, filtri olio, aria e abitacolo, controllo di freni, liquidi e spie secondo il piano del costruttore',
      priceFrom: 150,
      priceTo: 350,
      unit: 'a tagliando',
    },
    {
      name: 'Cambio olio e filtro',
      description: 'olio della specifica indicata nel libretto e filtro nuovo, con azzeramento della spia di manutenzione',
      priceFrom: 60,
      priceTo: 130,
      unit: 'a intervento',
    },
    {
      name: 'Pastiglie dei freni anteriori',
      description: 'sostituzione delle pastiglie, pulizia delle pinze e controllo dello spessore dei dischi',
      priceFrom: 80,
      priceTo: 180,
      unit: 'per asse',
    },
    {
      name: 'Dischi e pastiglie',
      description: 'quando i dischi sono sotto lo spessore minimo o rigati si cambiano insieme alle pastiglie',
      priceFrom: 200,
      priceTo: 420,
      unit: 'per asse',
    },
    {
      name: 'Cinghia di distribuzione',
      description: 'kit cinghia, tendicinghia e spesso pompa dell’acqua, alle percorrenze o agli anni indicati dal costruttore',
      priceFrom: 300,
      priceTo: 850,
      unit: 'a intervento',
    },
    {
      name: 'Diagnosi elettronica',
      description: 'lettura delle centraline quando si accende una spia, con interpretazione dei codici e prova su strada',
      priceFrom: 30,
      priceTo: 80,
      unit: 'a diagnosi',
    },
    {
      name: 'Ricarica del climatizzatore',
      description: 'recupero del gas, prova di tenuta, vuoto e ricarica con olio e tracciante',
      priceFrom: 60,
      priceTo: 130,
      unit: 'a intervento',
    },
    {
      name: 'Sostituzione della batteria',
      description: 'batteria della capacità corretta, anche AGM o EFB per le auto con start and stop, e smaltimento della vecchia',
      priceFrom: 90,
      priceTo: 220,
      unit: 'batteria compresa',
    },
    {
      name: 'Kit frizione',
      description: 'disco, spingidisco e cuscinetto; sulle auto con volano bimassa il costo può salire parecchio',
      priceFrom: 500,
      priceTo: 1300,
      unit: 'a intervento',
    },
    {
      name: 'Preparazione e revisione',
      description: 'controllo di luci, freni, gomme ed emissioni prima della revisione periodica obbligatoria',
      priceFrom: 80,
      priceTo: 150,
      unit: 'revisione compresa',
    },
    {
      name: 'Cambio gomme stagionale',
      description: 'smontaggio, montaggio ed equilibratura delle quattro ruote, con controllo della pressione',
      priceFrom: 40,
      priceTo: 90,
      unit: 'a treno di gomme',
    },
    {
      name: 'Ammortizzatori',
      description: 'sostituzione in coppia per asse, con controllo di cuffie e testine e convergenza finale',
      priceFrom: 250,
      priceTo: 650,
      unit: 'per asse',
    },
  ],
  checks: [
    'Il tagliando può farlo anche un’officina indipendente senza perdere la garanzia del costruttore, purché segua il piano di manutenzione e usi ricambi di qualità equivalente.',
    'Chiedi un preventivo scritto e l’impegno a telefonarti prima di qualsiasi lavoro extra non previsto.',
    'Fatti dire se i ricambi sono originali o equivalenti e quanto dura la loro garanzia.',
    'Chiedi di riavere i pezzi sostituiti o almeno di vederli: è un diritto e ti aiuta a capire il lavoro fatto.',
    'Verifica che l’officina abbia l’attrezzatura di diagnosi per la tua marca, soprattutto per auto ibride o recenti.',
    'Informati sui tempi: un’auto ferma per giorni ha un costo anche se la riparazione è economica.',
  ],
  problems: [
    {
      problem: 'Si accende la spia del motore',
      causes: 'una sonda lambda o un sensore guasto, il filtro antiparticolato da rigenerare o una bobina di accensione che non lavora',
    },
    {
      problem: 'I freni fischiano o vibrano',
      causes: 'pastiglie consumate fino al segnalatore, dischi ovalizzati o pinze che non scorrono più liberamente',
    },
    { problem: 'L’auto fatica ad avviarsi al mattino', causes: 'batteria a fine vita, morsetti ossidati o, nei diesel, candelette che non scaldano' },
    {
      problem: 'Il climatizzatore soffia aria tiepida',
      causes: 'gas scarico per una piccola perdita, compressore che non si innesta o filtro abitacolo intasato',
    },
    {
      problem: 'Rumore metallico in curva',
      causes: 'giunti omocinetici usurati, cuffie rotte che hanno fatto entrare sporco o testine dello sterzo con gioco',
    },
  ],
  callNow: [
    'la spia dell’olio o della temperatura diventa rossa: fermati appena possibile e spegni il motore',
    'il pedale del freno diventa morbido o va a fondo corsa',
    'esce fumo dal cofano o senti odore di carburante',
    'lo sterzo tira da un lato in modo improvviso o si sentono colpi forti dalle ruote',
  ],
  quoteTips: [
    'ogni ricambio con codice, marca e prezzo',
    'le ore di manodopera previste e la tariffa oraria',
    'oli, liquidi e smaltimento dei rifiuti',
    'la garanzia su ricambi e lavoro, con la durata in mesi o chilometri',
  ],
  faq: [
    {
      question: 'Ogni quanto va fatto il tagliando?',
      answer: 'Lo indica il libretto di manutenzione: di solito ogni 15.000–30.000 km o una volta l’anno, a seconda di quale scadenza arriva prima.',
    },
    {
      question: 'Quando si fa la revisione?',
      answer: 'La prima dopo quattro anni dall’immatricolazione, poi ogni due anni; la data si trova sulla carta di circolazione.',
    },
    {
      question: 'Posso portare io i ricambi comprati online?',
      answer: 'Molte officine lo accettano ma non garantiscono il pezzo: chiedi prima e considera che la garanzia resta solo sulla manodopera.',
    },
    {
      question: 'Cosa fare se la riparazione costa più di quanto vale l’auto?',
      answer: 'Chiedi una stima scritta e un secondo parere: a volte esistono ricambi revisionati che riducono molto il costo.',
    },
  ],
  climate: {
    nord: 'Da metà novembre a metà aprile su molte strade servono gomme invernali o catene a bordo: prenota il cambio gomme per tempo.',
    centro: 'Prima dei viaggi estivi conviene un controllo di climatizzatore, liquido di raffreddamento e pressione delle gomme.',
    sud: 'Il caldo estivo mette alla prova batteria e impianto di raffreddamento: un controllo prima di luglio evita fermi nei giorni più caldi.',
    isole: 'La salsedine accelera la ruggine sotto la scocca: un lavaggio del sottoscocca e un controllo dei freni ogni anno aiutano.',
  },
  tags: ['Meccanico', 'Auto', 'Tagliando', 'Freni', 'Preventivi'],
};
