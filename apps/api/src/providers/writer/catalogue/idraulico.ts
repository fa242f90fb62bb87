import type { TradeProfile } from './trade-profile.ts';

export const IDRAULICO: TradeProfile = {
  category: 'Idraulico',
  singular: 'idraulico',
  plural: 'idraulici',
  indefinite: 'un idraulico',
  field: 'impianti idraulici, sanitari e di riscaldamento',
  jobs: [
    {
      name: 'Riparazione di un rubinetto che gocciola',
      description: 'sostituzione della cartuccia o delle guarnizioni usurate, con verifica del flessibile sotto il lavello',
      priceFrom: 60,
      priceTo: 120,
      unit: 'a intervento',
    },
    {
      name: 'Sostituzione del miscelatore',
      description: 'smontaggio del vecchio rubinetto, montaggio del nuovo e prova di tenuta; il prezzo del miscelatore si aggiunge a parte',
      priceFrom: 80,
      priceTo: 180,
      unit: 'di manodopera',
    },
    {
      name: 'Disostruzione di lavandino, doccia o bidet',
      description: 'apertura del sifone, pulizia meccanica con sonda e controllo che lo scarico torni a defluire',
      priceFrom: 70,
      priceTo: 150,
      unit: 'a intervento',
    },
    {
      name: 'Sblocco del WC o della colonna di scarico',
      description: 'sonda motorizzata o idropulitrice per i tratti condominiali, utile quando più scarichi rigurgitano insieme',
      priceFrom: 100,
      priceTo: 280,
      unit: 'a intervento',
    },
    {
      name: 'Sostituzione della cassetta del WC',
      description: 'cambio del meccanismo di scarico o della cassetta esterna quando lo sciacquone perde o non riempie',
      priceFrom: 80,
      priceTo: 220,
      unit: 'a intervento',
    },
    {
      name: 'Montaggio di sanitari',
      description: 'posa di WC, bidet o lavabo con raccordi, silicone e collegamento agli scarichi esistenti',
      priceFrom: 120,
      priceTo: 250,
      unit: 'a pezzo',
    },
    {
      name: 'Sostituzione della vasca con un piatto doccia',
      description: 'demolizione della vasca, adeguamento dello scarico, posa del piatto e del box; piastrelle e box incidono molto sul totale',
      priceFrom: 900,
      priceTo: 2500,
      unit: 'a lavoro finito',
    },
    {
      name: 'Ricerca di perdite non distruttiva',
      description: 'termocamera, gas tracciante o geofono per trovare il punto della perdita senza rompere pavimenti e pareti a caso',
      priceFrom: 150,
      priceTo: 400,
      unit: 'a sopralluogo',
    },
    {
      name: 'Manutenzione della caldaia',
      description: 'pulizia del bruciatore, controllo dei dispositivi di sicurezza e analisi dei fumi con aggiornamento del libretto di impianto',
      priceFrom: 80,
      priceTo: 150,
      unit: 'a visita',
    },
    {
      name: 'Sostituzione della caldaia a condensazione',
      description: 'rimozione della vecchia caldaia, installazione della nuova, adeguamento dello scarico fumi e dichiarazione di conformità',
      priceFrom: 1800,
      priceTo: 3800,
      unit: 'chiavi in mano',
    },
    {
      name: 'Installazione di uno scaldabagno elettrico',
      description: 'fissaggio a parete, collegamento acqua calda e fredda, valvola di sicurezza e prima accensione',
      priceFrom: 150,
      priceTo: 320,
      unit: 'di manodopera',
    },
    {
      name: 'Rifacimento dell’impianto idraulico del bagno',
      description: 'nuove tubazioni di carico e scarico sotto traccia, predisposizioni per i sanitari e collaudo prima della posa delle piastrelle',
      priceFrom: 2500,
      priceTo: 6000,
      unit: 'a bagno',
    },
    {
      name: 'Allaccio di lavatrice o lavastoviglie',
      description: 'rubinetto dedicato, tubo di carico e raccordo allo scarico con sifone, per evitare odori e allagamenti',
      priceFrom: 50,
      priceTo: 110,
      unit: 'a intervento',
    },
  ],
  checks: [
    'Per lavori su impianti idrici, termici e gas la legge (DM 37/2008) richiede un’impresa abilitata: chiedi la visura camerale con le lettere dell’abilitazione.',
    'Al termine di un impianto nuovo o modificato, come una caldaia, spetta la dichiarazione di conformità: senza non si passa l’eventuale verifica e si rischiano problemi con l’assicurazione.',
    'Fatti dire prima quanto costano il diritto di chiamata e l’ora di lavoro, e se le maggiorazioni per sera e festivi sono fisse o in percentuale.',
    'Chiedi che materiali e manodopera siano separati nel preventivo, con marca e modello di rubinetti, sanitari o caldaie.',
    'Per la caldaia verifica che il tecnico aggiorni il libretto di impianto e rilasci il rapporto di controllo di efficienza energetica.',
    'Una garanzia scritta sul lavoro, almeno di dodici mesi sulle parti sostituite, è un segno di serietà.',
  ],
  problems: [
    {
      problem: 'Lo scarico è lento o gorgoglia',
      causes: 'capelli e sapone nel sifone, grasso nei tubi della cucina o una ventilazione della colonna ostruita',
    },
    {
      problem: 'Macchie di umidità sul soffitto o sul muro',
      causes: 'una perdita nei tubi sotto traccia, un giunto della doccia che ha ceduto o una guarnizione del WC consumata',
    },
    {
      problem: 'Poca pressione dell’acqua',
      causes: 'calcare nei rompigetto e nei filtri, una valvola di arresto mezza chiusa o un riduttore di pressione tarato male',
    },
    {
      problem: 'La caldaia va in blocco',
      causes: 'pressione dell’impianto troppo bassa, aria nei radiatori, scarico della condensa intasato o un sensore da sostituire',
    },
    {
      problem: 'Lo sciacquone continua a scorrere',
      causes: 'galleggiante starato, guarnizione della valvola di scarico indurita o calcare sul meccanismo',
    },
    {
      problem: 'Acqua calda che va e viene',
      causes: 'un miscelatore termostatico sporco, un flussostato difettoso o uno scaldabagno con la resistenza incrostata',
    },
  ],
  callNow: [
    'senti odore di gas: chiudi il contatore, apri le finestre, non usare interruttori e chiama subito il pronto intervento del gas',
    'c’è acqua che esce dal pavimento o dal soffitto e non riesci a fermarla chiudendo la valvola generale',
    'lo scarico del WC rigurgita in doccia o nel bidet: il problema è nella colonna e peggiora con ogni utilizzo',
    'la caldaia perde acqua, fa rumori forti o la pressione sale oltre i 3 bar',
  ],
  quoteTips: [
    'la descrizione del lavoro punto per punto, con marca e modello dei materiali',
    'il costo della manodopera separato dai materiali e dal diritto di chiamata',
    'lo smaltimento dei vecchi sanitari o della vecchia caldaia',
    'i tempi di esecuzione e chi ripristina piastrelle e muri dopo le tracce',
  ],
  faq: [
    {
      question: 'Ogni quanto va fatta la manutenzione della caldaia?',
      answer:
        'Di norma una volta l’anno, o come indicato dal libretto del costruttore; il controllo dei fumi ha cadenze fissate dalla regione e dalla potenza dell’impianto.',
    },
    {
      question: 'Conviene riparare o sostituire un vecchio miscelatore?',
      answer:
        'Se perde solo la cartuccia la riparazione costa poco; se il corpo è incrostato o ha più di quindici anni la sostituzione evita nuove chiamate.',
    },
    {
      question: 'Chi paga se la perdita viene dal tubo condominiale?',
      answer:
        'Le colonne comuni sono a carico del condominio, i tratti che servono un solo appartamento del proprietario: l’amministratore può chiarire dove passa il confine.',
    },
    {
      question: 'Posso sturare lo scarico con la soda caustica?',
      answer:
        'Meglio evitarla: rovina i tubi più vecchi e, se lo scarico non si libera, resta un liquido corrosivo che rende il lavoro dell’idraulico più rischioso.',
    },
  ],
  climate: {
    nord: 'Con gli inverni rigidi conviene far controllare la caldaia prima dell’accensione autunnale e proteggere dal gelo i rubinetti esterni e i tubi in cantina.',
    centro:
      'Tra fine estate e inizio autunno i tecnici sono meno occupati: è il momento giusto per la manutenzione della caldaia prima dell’accensione.',
    sud: 'Dove l’acqua è dura il calcare è il primo nemico di scaldabagni e rubinetti: un addolcitore o una pulizia periodica allungano la vita dell’impianto.',
    isole: 'Dove l’acqua arriva a intermittenza contano autoclave e serbatoi: vanno puliti e controllati, soprattutto prima dell’estate.',
  },
  tags: ['Idraulico', 'Impianti idraulici', 'Caldaia', 'Bagno', 'Preventivi'],
};
