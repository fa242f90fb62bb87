import type { KnownCategory } from '@trovapro/domain';
import type { FaqEntry, TypicalJob } from '../catalogue/index.ts';

/**
 * What the built-in writer knows about a narrow product or service of a trade («caldaia a condensazione»,
 * «potatura olivi»): an article about it says what it is, when it is needed, what it costs and how to
 * choose who does it. A keyword of a trade with no topic here still gets an article about itself, built
 * from the trade's catalogue (see write-topic-article.ts).
 */
export interface Topic {
  category: KnownCategory;
  /** Word stems (folded, without the final vowel) the keyword must all contain, its head noun first. */
  stems: readonly string[];
  /** The subject of the definition, whatever form the keyword takes («caldaie a condensazione»). */
  name: string;
  /** What it is: the predicate of a sentence whose subject is the keyword («è una caldaia a gas che…»), then a paragraph. */
  definition: readonly [string, string];
  /** Who does it, when not the trade's own professional («un gommista o un’officina»). */
  professional?: string;
  /** «installa e mantiene» → «Come scegliere chi installa e mantiene la caldaia…»; else «chi si occupa della…». */
  chooseVerb?: string;
  whenNeeded: readonly string[];
  costs: readonly TypicalJob[];
  chooseTips: readonly string[];
  /** Each question names the topic (its head noun at least). */
  faq: readonly FaqEntry[];
  tags: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    category: 'Idraulico',
    stems: ['caldai', 'condens'],
    name: 'caldaia a condensazione',
    definition: [
      'è una caldaia a gas che recupera il calore contenuto nei fumi di scarico: il vapore acqueo dei fumi condensa in uno scambiatore e cede all’acqua dell’impianto l’energia che una caldaia tradizionale disperde dal camino. Per questo rende di più, consuma meno gas a parità di calore e scarica fumi a bassa temperatura.',
      'Dal 2015 le regole europee sull’efficienza rendono di fatto la condensazione la scelta obbligata per le nuove caldaie a gas da riscaldamento. Servono uno scarico per la condensa, che è acida, e una canna fumaria adatta ai fumi umidi, spesso con un condotto in materiale plastico.',
    ],
    chooseVerb: 'installa e mantiene',
    whenNeeded: [
      'la vecchia caldaia ha più di quindici anni, va spesso in blocco o i ricambi non si trovano più',
      'le bollette del gas sono alte rispetto alla casa e alle abitudini di chi ci vive',
      'il controllo dei fumi segnala un rendimento sotto i limiti',
      'si rifà l’impianto o si passa a radiatori a bassa temperatura o al riscaldamento a pavimento, che sfruttano al meglio la condensazione',
      'ogni anno, o come indica il libretto, per la pulizia dello scambiatore e dello scarico della condensa',
    ],
    costs: [
      {
        name: 'Caldaia murale da 24–28 kW',
        description: 'il solo apparecchio di una marca nota, adatto a un appartamento, senza installazione',
        priceFrom: 900,
        priceTo: 2000,
        unit: 'a caldaia',
      },
      {
        name: 'Sostituzione chiavi in mano',
        description: 'rimozione della vecchia caldaia, installazione della nuova, adeguamento dello scarico fumi e dichiarazione di conformità',
        priceFrom: 1800,
        priceTo: 3800,
        unit: 'a lavoro finito',
      },
      {
        name: 'Adeguamento della canna fumaria',
        description: 'intubamento con un condotto in polipropilene quando la canna esistente non regge i fumi umidi',
        priceFrom: 300,
        priceTo: 1200,
        unit: 'a intervento',
      },
      {
        name: 'Scarico della condensa',
        description: 'collegamento con sifone allo scarico di casa e, dove serve, un neutralizzatore',
        priceFrom: 80,
        priceTo: 250,
        unit: 'a intervento',
      },
      {
        name: 'Manutenzione annuale',
        description: 'pulizia di bruciatore, scambiatore e sifone, controllo dei dispositivi di sicurezza e analisi dei fumi',
        priceFrom: 80,
        priceTo: 150,
        unit: 'a visita',
      },
    ],
    chooseTips: [
      'Per installare una caldaia la legge (DM 37/2008) richiede un’impresa abilitata agli impianti termici e del gas: chiedi la visura camerale con l’abilitazione.',
      'A lavoro finito l’installatore rilascia la dichiarazione di conformità e aggiorna il libretto di impianto: senza questi documenti la caldaia non è in regola.',
      'Il preventivo deve indicare marca, modello e potenza della caldaia, e se comprende smaltimento della vecchia, scarico della condensa e adeguamento della canna fumaria.',
      'Chiedi chi fa la prima accensione e la manutenzione: spesso la garanzia del costruttore richiede un centro assistenza autorizzato.',
      'Se pensi alle detrazioni fiscali per il risparmio energetico, chiedi quali documenti servono prima di firmare, non dopo.',
    ],
    faq: [
      {
        question: 'Quanto dura una caldaia a condensazione?',
        answer:
          'Con la manutenzione regolare in genere dai dodici ai quindici anni; scambiatore e scarico della condensa sono le parti da tenere pulite.',
      },
      {
        question: 'La caldaia a condensazione funziona con i vecchi termosifoni?',
        answer:
          'Sì, funziona con qualsiasi impianto, ma rende di più quando l’acqua torna in caldaia a bassa temperatura: con radiatori ampi e valvole termostatiche il risparmio cresce.',
      },
      {
        question: 'Ogni quanto va controllata la caldaia a condensazione?',
        answer:
          'La manutenzione segue il libretto del costruttore, di solito una volta l’anno; il controllo di efficienza con l’analisi dei fumi ha cadenze fissate dalla regione e dalla potenza dell’impianto.',
      },
    ],
    tags: ['Caldaia a condensazione', 'Idraulico', 'Riscaldamento', 'Risparmio energetico', 'Preventivi'],
  },
  {
    category: 'Elettricista',
    stems: ['impiant', 'fotovoltaic'],
    name: 'impianto fotovoltaico',
    definition: [
      'trasforma la luce del sole in energia elettrica: i moduli sul tetto producono corrente continua, l’inverter la converte in corrente alternata per la casa e l’energia non consumata va in rete o in una batteria di accumulo. Per una famiglia si parla di solito di 3–6 kW, cioè da otto a quindici moduli, secondo i consumi e lo spazio sul tetto.',
      'Nella maggior parte dei casi l’installazione sul tetto di un edificio è edilizia libera, salvo centri storici e zone con vincoli paesaggistici; l’allaccio passa dal distributore di rete e la vendita dell’energia in eccesso dal GSE.',
    ],
    chooseVerb: 'progetta e installa',
    whenNeeded: [
      'le bollette della luce sono alte e in casa si consuma molto di giorno, per esempio con lo smart working o la climatizzazione',
      'si rifà il tetto: è il momento più economico per montare i moduli',
      'arriva una pompa di calore o una colonnina per l’auto elettrica, che fanno crescere i consumi',
      'un impianto esistente produce meno del previsto per un inverter guasto, moduli sporchi o nuove ombre',
    ],
    costs: [
      {
        name: 'Impianto da 3 kW chiavi in mano',
        description: 'moduli, inverter, struttura, cavi, pratiche e allaccio per una casa con consumi contenuti',
        priceFrom: 5000,
        priceTo: 8000,
        unit: 'a impianto',
      },
      {
        name: 'Impianto da 6 kW chiavi in mano',
        description: 'per una famiglia numerosa o una casa con pompa di calore',
        priceFrom: 9000,
        priceTo: 14000,
        unit: 'a impianto',
      },
      {
        name: 'Batteria di accumulo da 5–10 kWh',
        description: 'per usare la sera l’energia prodotta di giorno',
        priceFrom: 3000,
        priceTo: 7000,
        unit: 'a batteria',
      },
      {
        name: 'Sostituzione dell’inverter',
        description: 'quando l’inverter si guasta, spesso dopo dieci–quindici anni',
        priceFrom: 800,
        priceTo: 2000,
        unit: 'a intervento',
      },
      {
        name: 'Pulizia dei moduli',
        description: 'acqua demineralizzata e spazzole morbide per recuperare la resa persa con polvere e pollini',
        priceFrom: 3,
        priceTo: 7,
        unit: 'a modulo',
      },
    ],
    chooseTips: [
      'Per il collegamento elettrico serve un’impresa abilitata (DM 37/2008), che a fine lavoro rilascia la dichiarazione di conformità.',
      'Chiedi un progetto con la produzione stimata in kWh all’anno per il tuo tetto, con orientamento, inclinazione e ombre.',
      'Confronta marca e garanzie di moduli e inverter: per i moduli la garanzia sul rendimento arriva spesso a 20–25 anni, per l’inverter è molto più breve.',
      'Verifica che il preventivo comprenda pratiche con il distributore e il GSE, struttura di fissaggio e messa in sicurezza del tetto durante il lavoro.',
      'Diffida di chi promette bollette a zero: la resa dipende da consumi, esposizione e stagione.',
    ],
    faq: [
      {
        question: 'Quanto produce un impianto fotovoltaico da 3 kW?',
        answer:
          'In Italia, in media, da 3.300 a 4.500 kWh all’anno: di più al Sud, di meno al Nord; orientamento, inclinazione e ombre cambiano molto il risultato.',
      },
      {
        question: 'Serve un permesso per un impianto fotovoltaico sul tetto?',
        answer:
          'Di norma no: è edilizia libera. Fanno eccezione centri storici e aree vincolate; in condominio, per il tetto comune, serve il confronto con l’assemblea.',
      },
      {
        question: 'Quanto dura un impianto fotovoltaico?',
        answer:
          'I moduli durano oltre venticinque anni perdendo poco rendimento ogni anno; l’inverter di solito va sostituito una volta nella vita dell’impianto.',
      },
    ],
    tags: ['Impianto fotovoltaico', 'Elettricista', 'Energia solare', 'Risparmio energetico', 'Preventivi'],
  },
  {
    category: 'Giardinaggio',
    stems: ['potatur', 'oliv'],
    name: 'potatura degli olivi',
    definition: [
      'toglie i rami secchi, quelli che si incrociano e i succhioni, e dà alla chioma una forma aperta, spesso a vaso, che lascia entrare luce e aria. Un olivo potato bene produce con più regolarità, si ammala meno ed è più facile da raccogliere.',
      'Si distingue tra potatura di produzione, leggera e fatta ogni anno o ogni due anni, e potatura di riforma, più drastica, per recuperare piante trascurate o troppo alte.',
    ],
    whenNeeded: [
      'tra la fine dell’inverno e l’inizio della primavera, passate le gelate e prima della fioritura',
      'la chioma è così fitta che le olive si formano solo all’esterno o in cima',
      'le piante sono diventate troppo alte per la raccolta o non vengono potate da anni',
      'ci sono rami secchi, spezzati dalla neve o colpiti da malattie come la rogna',
    ],
    costs: [
      {
        name: 'Potatura di produzione',
        description: 'olivo adulto in buono stato, con la raccolta dei rami tagliati',
        priceFrom: 15,
        priceTo: 40,
        unit: 'a pianta',
      },
      {
        name: 'Potatura di riforma',
        description: 'olivo trascurato o molto alto, con tagli più impegnativi e spesso una piattaforma',
        priceFrom: 40,
        priceTo: 100,
        unit: 'a pianta',
      },
      {
        name: 'Trinciatura o smaltimento delle ramaglie',
        description: 'cippatura sul posto o trasporto in un centro autorizzato',
        priceFrom: 5,
        priceTo: 15,
        unit: 'a pianta',
      },
      {
        name: 'Trattamento dopo i tagli',
        description: 'prodotti a base di rame su tagli e chioma, da personale con patentino',
        priceFrom: 5,
        priceTo: 12,
        unit: 'a pianta',
      },
    ],
    chooseTips: [
      'Chiedi se conosce le forme di allevamento dell’olivo tipiche della tua zona: un taglio sbagliato si paga con anni di raccolti scarsi.',
      'Fatti dire se il prezzo è a pianta o a giornata e se comprende raccolta e smaltimento delle ramaglie.',
      'Per i tagli in altezza servono attrezzature adatte e un’assicurazione per i danni a persone e cose.',
      'Se sono previsti trattamenti, chi li esegue deve avere il patentino per i prodotti fitosanitari.',
      'Chiedi di vedere olivi che ha potato negli anni passati: la forma della chioma dice molto del lavoro.',
    ],
    faq: [
      {
        question: 'Ogni quanto va fatta la potatura degli olivi?',
        answer: 'Negli oliveti curati ogni anno o ogni due anni, con tagli leggeri; una potatura forte ogni tanto non sostituisce quella regolare.',
      },
      {
        question: 'La potatura degli olivi si può fare in autunno?',
        answer:
          'Meglio di no dove gli inverni sono freddi: i tagli freschi espongono la pianta al gelo. Nelle zone miti in autunno si tolgono solo i rami secchi o spezzati.',
      },
      {
        question: 'Quanto costa la potatura di un oliveto di cento piante?',
        answer:
          'Con olivi adulti in buono stato, indicativamente tra 1.500 e 4.000 euro, ramaglie comprese; su piante trascurate la prima potatura costa di più.',
      },
    ],
    tags: ['Potatura olivi', 'Giardinaggio', 'Olivi', 'Potature', 'Preventivi'],
  },
  {
    category: 'Meccanico',
    stems: ['cambi', 'gomm'],
    name: 'cambio delle gomme',
    definition: [
      'è il passaggio dalle gomme estive a quelle invernali e viceversa, oppure la sostituzione di pneumatici consumati: il gommista smonta le ruote, monta gli pneumatici sui cerchi, li equilibra e controlla la pressione. Chi ha due treni di cerchi completi spende meno, perché si cambiano solo le ruote.',
      'Dove c’è l’obbligo, dal 15 novembre al 15 aprile servono gomme invernali o catene a bordo; le invernali si possono montare dal 15 ottobre e c’è tempo fino al 15 maggio per tornare alle estive.',
    ],
    professional: 'un gommista o un’officina',
    chooseVerb: 'esegue',
    whenNeeded: [
      'nelle finestre stagionali, da metà ottobre per le invernali e da metà aprile per le estive',
      'il battistrada scende verso 1,6 mm, il minimo di legge; per le invernali conviene non andare sotto i 3–4 mm',
      'sul fianco compaiono tagli, bolle o crepe',
      'l’auto tira da un lato o il volante vibra: servono equilibratura o convergenza',
    ],
    costs: [
      {
        name: 'Cambio stagionale con smontaggio dai cerchi',
        description: 'smontaggio, montaggio ed equilibratura delle quattro ruote, con controllo della pressione',
        priceFrom: 40,
        priceTo: 90,
        unit: 'a treno di gomme',
      },
      {
        name: 'Sostituzione di ruote complete',
        description: 'solo smontaggio e montaggio di ruote già equilibrate sui propri cerchi',
        priceFrom: 20,
        priceTo: 40,
        unit: 'a treno di gomme',
      },
      {
        name: 'Pneumatici nuovi',
        description: 'prezzo indicativo per una misura da utilitaria di fascia media, montaggio escluso',
        priceFrom: 60,
        priceTo: 120,
        unit: 'a pneumatico',
      },
      {
        name: 'Deposito stagionale',
        description: 'custodia delle gomme non montate fino al cambio successivo',
        priceFrom: 20,
        priceTo: 50,
        unit: 'a stagione',
      },
      {
        name: 'Convergenza',
        description: 'allineamento delle ruote quando le gomme si consumano in modo irregolare',
        priceFrom: 30,
        priceTo: 60,
        unit: 'a intervento',
      },
    ],
    chooseTips: [
      'Prenota per tempo: a ottobre e ad aprile i gommisti sono pieni e le attese si allungano.',
      'Chiedi se il prezzo comprende valvole ed equilibratura; il contributo per lo smaltimento delle gomme vecchie è già compreso nel prezzo di quelle nuove.',
      'Sulle auto recenti il gommista deve controllare i sensori di pressione dopo il cambio.',
      'Fatti indicare gli indici di carico e di velocità giusti per la tua auto: sono scritti sul libretto.',
      'Se lasci le gomme in deposito, chiedi come sono conservate e se sono assicurate.',
    ],
    faq: [
      {
        question: 'Quando è obbligatorio il cambio gomme?',
        answer:
          'Dove c’è l’obbligo, dal 15 novembre al 15 aprile servono gomme invernali o catene a bordo; ordinanze di regioni e province possono cambiare date e strade, quindi conviene verificare quelle della propria zona.',
      },
      {
        question: 'Quanto dura il cambio gomme dal gommista?',
        answer: 'Circa 30–45 minuti se le gomme vanno montate sui cerchi; con le ruote complete bastano 15–20 minuti.',
      },
      {
        question: 'Le gomme quattro stagioni evitano il cambio gomme?',
        answer: 'Sì: se sono marcate M+S valgono anche nel periodo dell’obbligo. Convengono a chi fa pochi chilometri in zone senza inverni rigidi.',
      },
    ],
    tags: ['Cambio gomme', 'Meccanico', 'Pneumatici', 'Auto', 'Preventivi'],
  },
  {
    category: 'Pulizie',
    stems: ['sanificazion', 'divan'],
    name: 'sanificazione dei divani',
    definition: [
      'è una pulizia profonda del tessuto e dell’imbottitura che, oltre allo sporco, riduce batteri, acari e cattivi odori: si aspira a fondo, si trattano le macchie, si lava a estrazione con acqua calda o a vapore e si applica un prodotto igienizzante adatto al tessuto.',
      'Il metodo dipende dal materiale: microfibra e cotone sopportano il lavaggio a estrazione, velluto e tessuti delicati chiedono prodotti e tempi diversi, la pelle si pulisce e si nutre senza bagnarla.',
    ],
    chooseVerb: 'esegue',
    whenNeeded: [
      'in casa ci sono animali o bambini piccoli e il divano raccoglie peli, sudore e macchie',
      'restano cattivi odori anche dopo aver lavato le fodere',
      'in famiglia c’è chi soffre di allergia agli acari della polvere',
      'si entra in una casa arredata o si compra un divano usato',
    ],
    costs: [
      {
        name: 'Divano a due o tre posti',
        description: 'aspirazione, trattamento delle macchie, lavaggio a estrazione e igienizzazione',
        priceFrom: 60,
        priceTo: 120,
        unit: 'a divano',
      },
      {
        name: 'Divano angolare o con penisola',
        description: 'le stesse fasi su una superficie più ampia',
        priceFrom: 100,
        priceTo: 180,
        unit: 'a divano',
      },
      { name: 'Poltrona', description: 'lavaggio e igienizzazione di una seduta singola', priceFrom: 30, priceTo: 60, unit: 'a poltrona' },
      {
        name: 'Trattamento antimacchia',
        description: 'protettivo che rende più facile togliere le macchie future',
        priceFrom: 20,
        priceTo: 50,
        unit: 'a divano',
      },
      { name: 'Materasso', description: 'lo stesso trattamento, spesso chiesto insieme al divano', priceFrom: 40, priceTo: 90, unit: 'a materasso' },
    ],
    chooseTips: [
      'Chiedi quale metodo userà per il tuo tessuto e fai provare il prodotto su una parte nascosta prima del lavaggio completo.',
      'Fatti dire quali prodotti usa: per sanificare servono detergenti e disinfettanti registrati, sicuri per bambini e animali una volta asciutti.',
      'Chiarisci i tempi di asciugatura: con il lavaggio a estrazione servono di solito da quattro a dodici ore.',
      'Verifica che l’impresa sia assicurata per eventuali danni al divano.',
      'Chiedi se il prezzo cambia per macchie difficili come vino, inchiostro o urina di animali.',
    ],
    faq: [
      {
        question: 'Ogni quanto va fatta la sanificazione del divano?',
        answer: 'Una o due volte l’anno per un divano usato ogni giorno; più spesso con animali in casa o persone allergiche.',
      },
      {
        question: 'La sanificazione dei divani elimina gli acari?',
        answer:
          'Li riduce molto: aspirazione profonda, acqua calda o vapore e prodotti specifici tolgono acari e residui, ma con l’uso tornano, per questo il trattamento va ripetuto.',
      },
      {
        question: 'Dopo la sanificazione quando si può usare il divano?',
        answer: 'Quando è asciutto al tatto, di solito dopo qualche ora; finestre aperte o un deumidificatore accorciano i tempi.',
      },
    ],
    tags: ['Sanificazione divani', 'Pulizie', 'Divani', 'Igiene della casa', 'Preventivi'],
  },
  {
    category: 'Imbianchino',
    stems: ['cartongess'],
    name: 'cartongesso',
    definition: [
      'è una lastra di gesso rivestita di cartone che si avvita su una struttura di profili metallici: con il cartongesso si costruiscono pareti divisorie, controsoffitti, contropareti, nicchie e librerie senza opere in muratura. È leggero, si monta in fretta e nasconde bene impianti e tubazioni.',
      'Le lastre cambiano secondo l’uso: standard per gli ambienti asciutti, idrorepellenti (verdi) per bagni e cucine, resistenti al fuoco (rosa) dove serve; nell’intercapedine si può mettere lana minerale per isolare dal rumore o dal freddo.',
    ],
    chooseVerb: 'posa',
    whenNeeded: [
      'si vuole dividere una stanza o ricavarne una nuova senza murature',
      'serve un controsoffitto per abbassare un soffitto alto, nascondere impianti o montare faretti a incasso',
      'una parete ha bisogno di isolamento acustico o termico con una controparete',
      'si progettano nicchie, librerie o elementi su misura da rifinire e tinteggiare come i muri',
    ],
    costs: [
      {
        name: 'Parete divisoria',
        description: 'struttura metallica, doppia lastra, stuccatura dei giunti, pronta da pitturare',
        priceFrom: 35,
        priceTo: 60,
        unit: 'al m²',
      },
      {
        name: 'Controsoffitto',
        description: 'pendini, orditura e lastre, esclusi faretti e botole di ispezione',
        priceFrom: 30,
        priceTo: 55,
        unit: 'al m²',
      },
      {
        name: 'Controparete isolata',
        description: 'lastra con lana minerale o con pannello isolante accoppiato',
        priceFrom: 40,
        priceTo: 70,
        unit: 'al m²',
      },
      {
        name: 'Rasatura e tinteggiatura',
        description: 'stucco sui giunti e due mani di pittura su lastre nuove',
        priceFrom: 8,
        priceTo: 15,
        unit: 'al m²',
      },
      {
        name: 'Nicchia o libreria su misura',
        description: 'disegno, struttura e finitura di un elemento decorativo',
        priceFrom: 150,
        priceTo: 600,
        unit: 'a elemento',
      },
    ],
    chooseTips: [
      'Chiedi che il preventivo indichi tipo e spessore delle lastre, passo della struttura e se la parete è a lastra singola o doppia.',
      'Per bagni e cucine servono lastre idrorepellenti; vicino a caldaie e camini, lastre resistenti al fuoco.',
      'Verifica se stuccatura, rasatura e tinteggiatura sono comprese o se il prezzo si ferma al montaggio.',
      'Se la parete dovrà reggere pensili, mensole o un televisore, dillo prima: servono rinforzi nella struttura.',
      'Guarda lavori già finiti con una luce radente: giunti visibili sono il segno di una stuccatura fatta in fretta.',
    ],
    faq: [
      {
        question: 'Il cartongesso regge pensili e mensole?',
        answer:
          'Sì, con tasselli adatti; per carichi importanti, come i pensili della cucina o un televisore grande, si inseriscono rinforzi in legno o metallo nella struttura durante il montaggio.',
      },
      {
        question: 'Una parete in cartongesso isola dal rumore?',
        answer:
          'Con doppia lastra per lato e lana minerale nell’intercapedine isola bene, spesso più di un tramezzo in laterizio sottile; una parete vuota a lastra singola lascia passare molto rumore.',
      },
      {
        question: 'Serve un permesso per una parete in cartongesso?',
        answer:
          'Creare o spostare tramezzi interni di solito richiede una CILA presentata da un tecnico: conviene verificarlo con il comune prima di iniziare.',
      },
    ],
    tags: ['Cartongesso', 'Imbianchino', 'Ristrutturazione', 'Pareti', 'Preventivi'],
  },
];
