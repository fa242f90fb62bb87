import type { TradeProfile } from './trade-profile.ts';

/**
 * The catalogue for a keyword outside the six categories ("traslochi", "fabbro"): it cannot quote the
 * trade's own jobs, so it explains the parts every quote is made of, with typical Italian ranges.
 */
export function genericProfile(keyword: string): TradeProfile {
  const service = keyword.trim().toLowerCase();
  return {
    category: null,
    singular: 'professionista',
    plural: 'professionisti',
    indefinite: 'un professionista',
    field: `servizi di ${service}`,
    jobs: [
      {
        name: 'Sopralluogo e preventivo',
        description: 'visita per capire il lavoro e misurare; spesso gratuito, a volte scalato dal prezzo se si conferma l’incarico',
        priceFrom: 0,
        priceTo: 60,
        unit: 'a visita',
      },
      {
        name: 'Diritto di chiamata',
        description: 'la quota fissa che copre lo spostamento e la prima parte dell’intervento, di solito dichiarata in anticipo',
        priceFrom: 30,
        priceTo: 70,
        unit: 'a uscita',
      },
      {
        name: 'Manodopera',
        description: 'la tariffa oraria del professionista; per lavori lunghi si concorda spesso un prezzo a corpo',
        priceFrom: 25,
        priceTo: 55,
        unit: 'all’ora',
      },
      {
        name: 'Piccolo intervento',
        description: 'un lavoro che si chiude in circa un’ora, con il materiale di consumo già incluso',
        priceFrom: 60,
        priceTo: 160,
        unit: 'a intervento',
      },
      {
        name: 'Intervento urgente, serale o festivo',
        description: 'la maggiorazione per chi lascia tutto e arriva subito, da chiarire prima della chiamata',
        priceFrom: 50,
        priceTo: 150,
        unit: 'di supplemento',
      },
      {
        name: 'Manutenzione periodica',
        description: 'visite programmate con un prezzo concordato, utili per evitare guasti e urgenze',
        priceFrom: 50,
        priceTo: 200,
        unit: 'a visita',
      },
      {
        name: 'Lavoro completo con materiali',
        description: 'un incarico più ampio, con materiali, manodopera e garanzia descritti nel preventivo',
        priceFrom: 300,
        priceTo: 3000,
        unit: 'a lavoro finito',
      },
      {
        name: 'Smaltimento di materiali e rifiuti',
        description: 'il trasporto in un centro autorizzato di ciò che resta dal lavoro, spesso dimenticato nei preventivi',
        priceFrom: 30,
        priceTo: 150,
        unit: 'a carico',
      },
    ],
    checks: [
      'Verifica la partita IVA e l’iscrizione alla Camera di Commercio: la visura costa pochi euro e dice da quanto tempo l’attività esiste.',
      'Chiedi se il professionista ha un’assicurazione di responsabilità civile per i danni durante il lavoro.',
      'Pretendi un preventivo scritto, con descrizione del lavoro, tempi, materiali e condizioni di pagamento.',
      'Leggi recensioni recenti e, se puoi, chiedi il contatto di un cliente per un lavoro simile.',
      'Paga con strumenti tracciabili e fatti rilasciare la fattura: servono per la garanzia e per eventuali detrazioni fiscali.',
      'Chiarisci cosa succede se il lavoro richiede più tempo del previsto: chi decide e come cambia il prezzo.',
    ],
    problems: [
      {
        problem: 'Il preventivo cresce a lavoro iniziato',
        causes: 'una descrizione vaga del lavoro, un sopralluogo saltato o materiali non specificati',
      },
      { problem: 'I tempi si allungano', causes: 'troppi cantieri aperti insieme, materiali ordinati tardi o permessi non previsti' },
      {
        problem: 'Il risultato non è quello atteso',
        causes: 'aspettative non messe per iscritto, niente campioni o foto di riferimento prima di iniziare',
      },
      {
        problem: 'Un difetto compare dopo qualche settimana',
        causes: 'materiali economici o un lavoro fatto di fretta; senza garanzia scritta è difficile farlo correggere',
      },
    ],
    callNow: [
      'c’è un rischio per la sicurezza di persone o cose',
      'il problema peggiora di giorno in giorno',
      'un tentativo fai da te non ha funzionato e rischia di fare altri danni',
      'servono certificazioni o documenti che solo un professionista può rilasciare',
    ],
    quoteTips: [
      'la descrizione del lavoro punto per punto',
      'materiali e manodopera separati',
      'tempi di inizio e fine',
      'garanzia, modalità di pagamento e costi extra possibili',
    ],
    faq: [
      {
        question: `Quanto costa un servizio di ${service}?`,
        answer:
          'Dipende dal lavoro: diritto di chiamata, ore di manodopera e materiali sono le voci da confrontare; per lavori ampi conta il prezzo a corpo.',
      },
      {
        question: 'Il preventivo è vincolante?',
        answer: 'Un preventivo accettato per iscritto lo è per il prezzo indicato, salvo lavori aggiuntivi che vanno concordati prima di eseguirli.',
      },
      {
        question: 'Quanti preventivi conviene chiedere?',
        answer: 'Almeno tre: bastano per capire il prezzo di mercato e riconoscere un’offerta troppo bassa per essere seria.',
      },
      {
        question: 'Il sopralluogo si paga?',
        answer: 'Spesso è gratuito; quando si paga, molti professionisti lo scalano dal prezzo se si conferma il lavoro.',
      },
    ],
    climate: {
      nord: 'Nei mesi freddi molti lavori all’aperto si fermano: prenotare per tempo aiuta a trovare disponibilità in primavera.',
      centro: 'Primavera e autunno sono le stagioni più richieste: conviene chiedere i preventivi qualche settimana prima.',
      sud: 'In agosto molte attività chiudono per ferie: per i lavori non urgenti è meglio programmare prima o dopo.',
      isole: 'Nei mesi estivi la domanda cresce con il turismo: chi può anticipa i lavori in primavera.',
    },
    tags: [keyword.trim().charAt(0).toUpperCase() + keyword.trim().slice(1).toLowerCase(), 'Preventivi', 'Guida', 'Costi', 'Consigli'],
  };
}
