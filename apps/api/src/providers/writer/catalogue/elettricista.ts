import type { TradeProfile } from './trade-profile.ts';

export const ELETTRICISTA: TradeProfile = {
  category: 'Elettricista',
  singular: 'elettricista',
  plural: 'elettricisti',
  indefinite: 'un elettricista',
  field: 'impianti elettrici, illuminazione e sicurezza domestica',
  jobs: [
    {
      name: 'Sostituzione di prese e interruttori',
      description: 'cambio dei frutti rotti o anneriti con verifica del serraggio dei cavi nella scatola',
      priceFrom: 30,
      priceTo: 60,
      unit: 'a punto',
    },
    {
      name: 'Nuovo punto luce o presa',
      description: 'traccia nel muro, posa del corrugato, cavi della sezione corretta e collegamento al circuito giusto',
      priceFrom: 60,
      priceTo: 130,
      unit: 'a punto',
    },
    {
      name: 'Ricerca guasti quando scatta il salvavita',
      description: 'prova dei circuiti uno a uno e misura dell’isolamento per trovare l’elettrodomestico o il cavo che disperde',
      priceFrom: 80,
      priceTo: 180,
      unit: 'a intervento',
    },
    {
      name: 'Sostituzione dell’interruttore differenziale',
      description: 'montaggio di un differenziale nuovo della classe adatta, con prova del tempo di intervento',
      priceFrom: 100,
      priceTo: 220,
      unit: 'a intervento',
    },
    {
      name: 'Rifacimento del quadro elettrico',
      description: 'nuovo centralino con circuiti separati per luci, prese e cucina, ciascuno con la sua protezione',
      priceFrom: 300,
      priceTo: 900,
      unit: 'a quadro',
    },
    {
      name: 'Rifacimento dell’impianto di un appartamento',
      description: 'nuove linee e scatole, quadro, messa a terra e dichiarazione di conformità; il prezzo dipende da metri quadri e punti',
      priceFrom: 60,
      priceTo: 110,
      unit: 'al m²',
    },
    {
      name: 'Dichiarazione di rispondenza per impianti esistenti',
      description: 'verifica e misure su un impianto realizzato prima del 2008 senza documenti, utile per vendite e affitti',
      priceFrom: 150,
      priceTo: 400,
      unit: 'a documento',
    },
    {
      name: 'Montaggio di lampadari e faretti',
      description: 'fissaggio sicuro al soffitto, collegamento e prova; per i faretti a incasso serve il taglio del cartongesso',
      priceFrom: 30,
      priceTo: 80,
      unit: 'a punto luce',
    },
    {
      name: 'Installazione di un videocitofono',
      description: 'sostituzione del vecchio citofono con monitor interno e pulsantiera esterna, riutilizzando dove possibile i cavi',
      priceFrom: 250,
      priceTo: 650,
      unit: 'con apparecchi base',
    },
    {
      name: 'Wallbox per la ricarica dell’auto elettrica',
      description: 'linea dedicata dal contatore, protezioni e configurazione della potenza per non far saltare la corrente di casa',
      priceFrom: 800,
      priceTo: 2000,
      unit: 'installata',
    },
    {
      name: 'Verifica dell’impianto di terra',
      description: 'misura della resistenza di terra e dei collegamenti equipotenziali di bagno e cucina',
      priceFrom: 100,
      priceTo: 250,
      unit: 'a verifica',
    },
    {
      name: 'Illuminazione esterna e del giardino',
      description: 'linee interrate o a parete con apparecchi adatti all’esterno, crepuscolari e timer',
      priceFrom: 300,
      priceTo: 1200,
      unit: 'a impianto',
    },
  ],
  checks: [
    'Sugli impianti elettrici può lavorare solo un’impresa abilitata secondo il DM 37/2008: la visura camerale lo riporta.',
    'Per ogni impianto nuovo o modificato chiedi la dichiarazione di conformità con schema e materiali: ti servirà per vendere o affittare casa.',
    'Chiedi di quanti circuiti sarà fatto il quadro e di quale potenza è pensato l’impianto, soprattutto se usi piano a induzione o pompa di calore.',
    'Verifica che i materiali abbiano il marchio IMQ o equivalente e che i cavi siano della sezione giusta per il carico.',
    'Fatti indicare se l’aumento di potenza del contatore e la pratica con il distributore sono inclusi o a tuo carico.',
    'Un buon elettricista lascia il quadro con ogni interruttore etichettato: chiedilo come parte del lavoro.',
  ],
  problems: [
    {
      problem: 'Il salvavita scatta di continuo',
      causes: 'un elettrodomestico con dispersione verso terra, umidità in una scatola esterna o un cavo danneggiato da un chiodo',
    },
    { problem: 'Le luci sfarfallano', causes: 'un morsetto allentato, lampadine non compatibili con il dimmer o una linea sovraccarica' },
    {
      problem: 'Una presa è calda o annerita',
      causes: 'contatti ossidati, spine che entrano lente o troppi apparecchi collegati con ciabatte in serie',
    },
    {
      problem: 'Salta la corrente quando accendi forno e lavatrice insieme',
      causes: 'la potenza del contratto è bassa rispetto ai consumi o manca un gestore dei carichi',
    },
    {
      problem: 'Scossa toccando un elettrodomestico',
      causes: 'messa a terra assente o interrotta e differenziale che non interviene: va verificato subito',
    },
  ],
  callNow: [
    'senti odore di plastica bruciata o vedi fumo da una presa o dal quadro: stacca il generale e non riattaccarlo',
    'prendi la scossa toccando rubinetti, elettrodomestici o parti metalliche',
    'il differenziale non si riarma nemmeno con tutti gli apparecchi staccati',
    'c’è stata un’infiltrazione d’acqua vicino a prese, scatole o al quadro',
  ],
  quoteTips: [
    'il numero di punti luce e prese, con il prezzo di ciascuno',
    'la composizione del quadro: quanti interruttori, di che tipo e per quali circuiti',
    'se la dichiarazione di conformità e lo schema dell’impianto sono compresi',
    'le opere murarie delle tracce e chi richiude e ripittura',
  ],
  faq: [
    {
      question: 'Ogni quanto va controllato l’impianto elettrico di casa?',
      answer:
        'Non c’è un obbligo periodico per le abitazioni, ma un controllo ogni dieci anni e il tasto di prova del differenziale premuto ogni mese sono buone abitudini.',
    },
    {
      question: 'Serve rifare tutto l’impianto per aggiungere qualche presa?',
      answer:
        'No, se l’impianto ha messa a terra e differenziale funzionanti; se è molto vecchio l’elettricista può proporre un adeguamento parziale del quadro.',
    },
    {
      question: 'Che cos’è la dichiarazione di rispondenza?',
      answer:
        'Sostituisce la dichiarazione di conformità per impianti realizzati prima del 2008 senza documenti: la rilascia un professionista dopo verifiche e misure.',
    },
    {
      question: 'Posso installare da solo un lampadario?',
      answer: 'Un lampadario semplice sì, con il generale staccato; per nuove linee, prese o modifiche al quadro serve un’impresa abilitata.',
    },
  ],
  climate: {
    nord: 'In inverno stufette e pompe di calore pesano sull’impianto: se il contatore scatta spesso è il momento di valutare linee separate.',
    centro: 'I temporali estivi mettono alla prova le protezioni: uno scaricatore di sovratensione nel quadro difende elettrodomestici e caldaia.',
    sud: 'Con i condizionatori accesi per mesi conviene una linea dedicata per ogni split, per non sovraccaricare le prese della casa.',
    isole: 'Salsedine e umidità corrodono le prese esterne: meglio apparecchi con grado di protezione IP adeguato e un controllo ogni anno.',
  },
  tags: ['Elettricista', 'Impianto elettrico', 'Sicurezza', 'Illuminazione', 'Preventivi'],
};
