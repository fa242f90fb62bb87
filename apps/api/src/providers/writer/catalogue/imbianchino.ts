import type { TradeProfile } from './trade-profile.ts';

export const IMBIANCHINO: TradeProfile = {
  category: 'Imbianchino',
  singular: 'imbianchino',
  plural: 'imbianchini',
  indefinite: 'un imbianchino',
  field: 'tinteggiatura, rasature e finiture di pareti e soffitti',
  jobs: [
    {
      name: 'Tinteggiatura di pareti interne',
      description: 'due mani di idropittura traspirante o lavabile, con stuccatura dei piccoli fori e protezione di pavimenti e mobili',
      priceFrom: 6,
      priceTo: 12,
      unit: 'al m²',
    },
    {
      name: 'Imbiancatura di una camera',
      description: 'pareti e soffitto di una stanza di circa 14 m² di pavimento, materiali compresi, di solito in una giornata',
      priceFrom: 250,
      priceTo: 500,
      unit: 'a stanza',
    },
    {
      name: 'Tinteggiatura di un appartamento intero',
      description: 'circa 80 m² di pavimento con pareti e soffitti, spostamento dei mobili e pulizia finale',
      priceFrom: 1500,
      priceTo: 3200,
      unit: 'a lavoro finito',
    },
    {
      name: 'Rasatura e stuccatura delle pareti',
      description: 'strato di rasante per eliminare crepe sottili e irregolarità prima della pittura',
      priceFrom: 10,
      priceTo: 20,
      unit: 'al m²',
    },
    {
      name: 'Trattamento antimuffa',
      description: 'pulizia con prodotto risanante, fissativo e pittura antimuffa; la causa dell’umidità va risolta prima',
      priceFrom: 10,
      priceTo: 18,
      unit: 'al m²',
    },
    {
      name: 'Tinteggiatura di vani scala e soffitti alti',
      description: 'lavoro con trabattello o ponteggio mobile, spesso richiesto dai condomini',
      priceFrom: 8,
      priceTo: 16,
      unit: 'al m²',
    },
    {
      name: 'Pitture decorative',
      description: 'spatolato, velature, effetto cemento o stucco veneziano su una parete d’accento',
      priceFrom: 20,
      priceTo: 50,
      unit: 'al m²',
    },
    {
      name: 'Verniciatura di persiane e infissi in legno',
      description: 'carteggiatura, impregnante e smalto o vernice all’acqua per proteggere il legno dal sole',
      priceFrom: 60,
      priceTo: 160,
      unit: 'a elemento',
    },
    {
      name: 'Verniciatura di ringhiere e cancelli',
      description: 'spazzolatura della ruggine, antiruggine e smalto a finire',
      priceFrom: 15,
      priceTo: 35,
      unit: 'al metro',
    },
    {
      name: 'Tinteggiatura della facciata',
      description: 'lavaggio, ripristino delle parti ammalorate e pittura per esterni; il ponteggio si paga a parte',
      priceFrom: 15,
      priceTo: 35,
      unit: 'al m²',
    },
    {
      name: 'Posa di carta da parati',
      description: 'preparazione del fondo, taglio e posa a giunti accostati; la carta si aggiunge a parte',
      priceFrom: 12,
      priceTo: 25,
      unit: 'al m²',
    },
  ],
  checks: [
    'Chiedi quale pittura userà, di che marca e con quale resa: una lavabile costa di più ma dura anni in più in cucina e nei corridoi.',
    'Verifica quante mani sono previste e se la preparazione del fondo, come stuccature e fissativo, è compresa.',
    'Chiarisci chi sposta e copre i mobili e chi pulisce alla fine: sono ore di lavoro che fanno la differenza tra due preventivi.',
    'Per i lavori in altezza o in facciata chiedi come verrà garantita la sicurezza e chi paga il ponteggio.',
    'Guarda foto di lavori recenti, meglio se simili al tuo, e chiedi se le tinte campione sono comprese.',
    'Concorda i giorni di lavoro e i tempi di asciugatura prima di rientrare nelle stanze.',
  ],
  problems: [
    {
      problem: 'Muffa negli angoli e dietro gli armadi',
      causes: 'condensa su pareti fredde, ponti termici e poca aerazione, soprattutto in camera da letto e in bagno',
    },
    {
      problem: 'La pittura si stacca a scaglie',
      causes: 'fondo sporco o sfarinante non trattato, pittura stesa su superfici umide o vecchie tempere incompatibili',
    },
    { problem: 'Aloni e macchie che riaffiorano', causes: 'vecchie infiltrazioni, fumo o grasso non isolati con un fondo apposito' },
    { problem: 'Crepe sottili che tornano dopo l’imbiancatura', causes: 'movimenti del muro o dell’intonaco non rasati e armati con una rete' },
    {
      problem: 'Colore diverso da una parete all’altra',
      causes: 'pittura di lotti diversi, una sola mano o una luce che cambia molto tra le stanze',
    },
  ],
  callNow: [
    'la muffa torna entro poche settimane dopo la pulizia: serve capire la causa prima di ridipingere',
    'l’intonaco suona vuoto o si sbriciola sotto la pittura',
    'ci sono macchie d’acqua che si allargano: prima va trovata la perdita, poi si tinteggia',
    'devi dipingere in altezza, su scale o facciate, senza attrezzatura sicura',
  ],
  quoteTips: [
    'i metri quadri calcolati e come: sulle pareti o sul pavimento',
    'tipo, marca e numero di mani della pittura',
    'la preparazione delle superfici: stuccatura, rasatura, fissativo',
    'protezioni, spostamento dei mobili e pulizia finale',
  ],
  faq: [
    {
      question: 'Quanto tempo serve per imbiancare un appartamento?',
      answer: 'Per circa 80 m² servono in genere da tre a cinque giorni lavorativi, di più se ci sono rasature o trattamenti antimuffa.',
    },
    {
      question: 'Idropittura traspirante o lavabile?',
      answer:
        'La traspirante è adatta a camere e soggiorni; la lavabile resiste meglio a macchie e pulizie, quindi è la scelta per cucine, corridoi e camerette.',
    },
    {
      question: 'Si può imbiancare d’inverno?',
      answer: 'Sì, all’interno con il riscaldamento acceso e una buona aerazione; all’esterno servono temperature sopra i 5 °C e niente pioggia.',
    },
    {
      question: 'Il prezzo al metro quadro si calcola sul pavimento o sulle pareti?',
      answer: 'Dipende dall’impresa: chiedilo sempre, perché la superficie delle pareti è circa tre volte quella del pavimento.',
    },
  ],
  climate: {
    nord: 'Le facciate si dipingono tra la tarda primavera e l’inizio dell’autunno: con il freddo e l’umidità la pittura esterna non asciuga bene.',
    centro: 'Primavera e inizio autunno sono le stagioni ideali, con finestre aperte e tempi di asciugatura brevi.',
    sud: 'Nelle settimane più calde le pitture asciugano troppo in fretta: meglio lavorare al mattino e scegliere prodotti adatti al caldo.',
    isole: 'Vicino al mare salsedine e sole chiedono pitture per esterni ai silossani o elastomeriche, più resistenti nel tempo.',
  },
  tags: ['Imbianchino', 'Tinteggiatura', 'Pareti', 'Muffa', 'Preventivi'],
};
