import { analyzerQuestions } from '@trovapro/copy';
import { CATEGORIES } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { analyzeRequest } from './analyze.ts';
import { REGGIO_CHOICES } from '../../../test/places.ts';

/** [request as people write it, expected category ("other" = any need outside the six, null = unclear), expected comune]. */
type Row = readonly [string, string | null, string | null];

const IDRAULICO: Row[] = [
  ['ciao il rubinetto della cucina gocciola tutta la notte, sto a bergamo', 'Idraulico', 'Bergamo'],
  ['mi si e otturato il water!!! urgente Monza', 'Idraulico', 'Monza'],
  ['la caldaia va in blocco e non ho acqua calda da ieri, abito a Pescara', 'Idraulico', 'Pescara'],
  ['perdita sotto il lavello, c e acqua dappertutto... zona Vomero', 'Idraulico', 'Napoli'],
  ['lo scarico della doccia non scarica bene, Lecce', 'Idraulico', 'Lecce'],
  ['devo sostituire lo scaldabagno elettrico vecchio a Treviso', 'Idraulico', 'Treviso'],
  ['buongiorno, vorrei installare un nuovo bidet e il wc sospeso. casa a Cagliari', 'Idraulico', 'Cagliari'],
  ['macchia di bagnato sul soffitto, il vicino dice che e un tubo rotto. Parma', 'Idraulico', 'Parma'],
  ['i termosifoni sono freddi e la caldaia fa rumore a Trento', 'Idraulico', 'Trento'],
  ['serve idraulico x allaccio lavatrice e lavastoviglie, Perugia', 'Idraulico', 'Perugia'],
  ['sento odore di gas in cucina, sono a Sassari', 'Idraulico', 'Sassari'],
  ['sciacquone rotto continua a scendere acqua - Ancona', 'Idraulico', 'Ancona'],
  ['il lavandino del bagno e intasato non va giu niente a Livorno', 'Idraulico', 'Livorno'],
  ['cambiare miscelatore doccia, abito a San Donà di Piave', 'Idraulico', 'San Donà di Piave'],
  ['tubature vecchie da rifare in appartamento a Cosenza', 'Idraulico', 'Cosenza'],
  ['ho l acqua che esce dal pavimento del bagno. Rimini', 'Idraulico', 'Rimini'],
  ['perde il sifone sotto il lavabo, Forlì', 'Idraulico', 'Forlì'],
  ['idraulico urgente a reggio emilia stanotte', 'Idraulico', "Reggio nell'Emilia"],
];

const ELETTRICISTA: Row[] = [
  ['mi salta sempre il salvavita quando accendo il forno, Bergamo', 'Elettricista', 'Bergamo'],
  ['non ho piu corrente in meta casa, vivo a Pisa', 'Elettricista', 'Pisa'],
  ['devo aggiungere 3 prese in salotto e un punto luce, Vicenza', 'Elettricista', 'Vicenza'],
  ['il citofono non suona piu. condominio a Torino', 'Elettricista', 'Torino'],
  ['rifare quadro elettrico vecchio, appartamento a Brescia', 'Elettricista', 'Brescia'],
  ['le luci del corridoio sfarfallano e si spengono, Udine', 'Elettricista', 'Udine'],
  ['installazione impianto fotovoltaico su villetta a Latina', 'Elettricista', 'Latina'],
  ['ho preso la scossa toccando l interruttore! sono a Siena', 'Elettricista', 'Siena'],
  ['cortocircuito in cucina e odore di bruciato dai fili, Taranto', 'Elettricista', 'Taranto'],
  ['montaggio faretti led nel controsoffitto del soggiorno a Como', 'Elettricista', 'Como'],
  ['serve un eletricista per aumento potenza contatore a 6 kw, Ferrara', 'Elettricista', 'Ferrara'],
  ['installare antifurto e telecamere in negozio, Salerno', 'Elettricista', 'Salerno'],
  ['blackout solo nel mio appartamento, gli altri hanno corrente. Rovigo', 'Elettricista', 'Rovigo'],
  ["non funziona la luce in bagno, L'Aquila", 'Elettricista', "L'Aquila"],
  ['impianto elettrico da mettere a norma per vendita casa, Varese', 'Elettricista', 'Varese'],
  ['non e un problema di tubi, e la presa della lavatrice che fa scintille. Lodi', 'Elettricista', 'Lodi'],
];

const IMBIANCHINO: Row[] = [
  ['vorrei imbiancare tutta la casa 80 mq, Bergamo', 'Imbianchino', 'Bergamo'],
  ['c e la muffa nera sul soffitto della camera, Venezia Mestre', 'Imbianchino', 'Venezia'],
  ['tinteggiare le pareti del salone di grigio, zona Trastevere', 'Imbianchino', 'Roma'],
  ['ridipingere cameretta bimbi con colori pastello a Pavia', 'Imbianchino', 'Pavia'],
  ['preventivo pittura appartamento 3 locali a Cremona', 'Imbianchino', 'Cremona'],
  ['stuccare e dare una mano di bianco al corridoio, Asti', 'Imbianchino', 'Asti'],
  ['verniciare ringhiera del balcone arrugginita, Savona', 'Imbianchino', 'Savona'],
  ['pareti con macchie di umidita da sistemare e ripitturare, Arezzo', 'Imbianchino', 'Arezzo'],
  ['carta da parati da togliere e pitturare, Pistoia', 'Imbianchino', 'Pistoia'],
  ['imbianchino per uffici 200mq a Novara', 'Imbianchino', 'Novara'],
  ['rifare la tinteggiatura della facciata condominiale, Caserta', 'Imbianchino', 'Caserta'],
  ['dipingere le persiane e le porte in legno, Mantova', 'Imbianchino', 'Mantova'],
  ['intonaco scrostato in cucina da rasare e pitturare, Benevento', 'Imbianchino', 'Benevento'],
  ['trattamento antimuffa in bagno + tinteggio, Pordenone', 'Imbianchino', 'Pordenone'],
  ['mi serve un pittore per la casa nuova, Catanzaro', 'Imbianchino', 'Catanzaro'],
  ['imbiancatura soggiorno, Reggio Calabria', 'Imbianchino', 'Reggio di Calabria'],
];

const MECCANICO: Row[] = [
  ['la mia panda fa un rumore strano quando freno, Bergamo', 'Meccanico', 'Bergamo'],
  ['macchina non parte, forse batteria. sono a Lucca', 'Meccanico', 'Lucca'],
  ['devo fare il tagliando alla golf a Vicenza', 'Meccanico', 'Vicenza'],
  ['si e accesa la spia del motore sulla mia auto, Pesaro', 'Meccanico', 'Pesaro'],
  ['cambio gomme invernali per la macchina, Bolzano', 'Meccanico', 'Bolzano'],
  ['lo scooter non si accende piu, Napoli', 'Meccanico', 'Napoli'],
  ['la frizione slitta, auto diesel del 2012, Foggia', 'Meccanico', 'Foggia'],
  ['revisione auto scaduta devo farla subito, Terni', 'Meccanico', 'Terni'],
  ['officina per sostituire la cinghia di distribuzione a Cesena', 'Meccanico', 'Cesena'],
  ['ho ammaccato la portiera, serve carrozzeria a Messina', 'Meccanico', 'Messina'],
  ['il motore scalda troppo e perde liquido, Agrigento', 'Meccanico', 'Agrigento'],
  ['macchina ferma in garage che non si avvia da settimane, Matera', 'Meccanico', 'Matera'],
  ['cambio olio e filtri fiat 500 a Imola', 'Meccanico', 'Imola'],
  ['meccanico per moto honda che perde olio, Grosseto', 'Meccanico', 'Grosseto'],
  ['rumore dai freni e il volante vibra in frenata, Piacenza', 'Meccanico', 'Piacenza'],
  ['il furgone da lavoro ha il turbo rotto, Monza', 'Meccanico', 'Monza'],
];

const PULIZIE: Row[] = [
  ['cerco signora per pulizie di casa 2 volte a settimana a Bergamo', 'Pulizie', 'Bergamo'],
  ['pulizie post ristrutturazione in villa, Lecco', 'Pulizie', 'Lecco'],
  ['lavaggio divano e tappeti a domicilio, Brindisi', 'Pulizie', 'Brindisi'],
  ['pulire il mio negozio ogni sera, Cuneo', 'Pulizie', 'Cuneo'],
  ['sanificazione completa studio dentistico a Viterbo', 'Pulizie', 'Viterbo'],
  ['pulizia vetrate ufficio al terzo piano, Verona', 'Pulizie', 'Verona'],
  ['ho bisogno di una colf per stirare e pulire, Pescara', 'Pulizie', 'Pescara'],
  ['pulizie condominio scale e androne, Catania', 'Pulizie', 'Catania'],
  ['pulizia appartamento airbnb tra un ospite e l altro, Firenze', 'Pulizie', 'Firenze'],
  ['casa sporchissima dopo trasloco da pulire a fondo, Alessandria', 'Pulizie', 'Alessandria'],
  ['impresa pulizie per capannone industriale a Biella', 'Pulizie', 'Biella'],
  ['sgrassare la cucina e il forno incrostato, Siracusa', 'Pulizie', 'Siracusa'],
  ['pulizia uffici 3 volte a settimana, Prato', 'Pulizie', 'Prato'],
  ['donna delle pulizie per mia madre anziana una volta a settimana, Trapani', 'Pulizie', 'Trapani'],
  ['lavare i vetri di tutta la casa, abito a Ravenna', 'Pulizie', 'Ravenna'],
];

const GIARDINAGGIO: Row[] = [
  ['tagliare l erba del giardino ogni 15 giorni a Bergamo', 'Giardinaggio', 'Bergamo'],
  ['potare due ulivi e una siepe di lauro, Lecce', 'Giardinaggio', 'Lecce'],
  ['c e un albero pericolante da abbattere, Cuneo', 'Giardinaggio', 'Cuneo'],
  ['sistemare il giardino abbandonato pieno di erbacce, Pisa', 'Giardinaggio', 'Pisa'],
  ['prato a rotoli da posare, circa 100 mq, Treviso', 'Giardinaggio', 'Treviso'],
  ['impianto irrigazione automatico per le aiuole, Padova', 'Giardinaggio', 'Padova'],
  ['giardiniere per manutenzione periodica del verde, Varese', 'Giardinaggio', 'Varese'],
  ['raccolta foglie e pulizia del giardino, Verona', 'Giardinaggio', 'Verona'],
  ['taglio siepi alte 3 metri, Monza', 'Giardinaggio', 'Monza'],
  ['mi serve qualcuno per il prato, sono a Prato', 'Giardinaggio', 'Prato'],
  ['potatura palme e piante grasse a Palermo', 'Giardinaggio', 'Palermo'],
  ['decespugliare un terreno incolto vicino a Rieti', 'Giardinaggio', 'Rieti'],
  ['orto da vangare e preparare per la semina, Modena', 'Giardinaggio', 'Modena'],
  ['sfalcio erba condominio, Bari', 'Giardinaggio', 'Bari'],
  ['taglio del prato a Firenze', 'Giardinaggio', 'Firenze'],
  ['piantare alberi da frutto in campagna, Frosinone', 'Giardinaggio', 'Frosinone'],
];

const NEGATION_AND_OTHERS: Row[] = [
  ['non è un problema elettrico, è lo scarico che non va, Milano', 'Idraulico', 'Milano'],
  ['non mi serve un idraulico ma un elettricista, Roma', 'Elettricista', 'Roma'],
  ['cerco un giardiniere, non un imbianchino, a Torino', 'Giardinaggio', 'Torino'],
  ['la macchina non si avvia, Bologna', 'Meccanico', 'Bologna'],
  ['il lavello non scarica, Genova', 'Idraulico', 'Genova'],
  ['cerco un commercialista per la dichiarazione dei redditi a Padova', 'other', 'Padova'],
  ['avvocato per una separazione, Milano', 'other', 'Milano'],
  ['dog sitter per il mio cane ad agosto, Torino', 'other', 'Torino'],
  ['trasloco da bilocale, Bologna', 'other', 'Bologna'],
  ['fabbro urgente, sono chiuso fuori casa, Roma', 'other', 'Roma'],
  ['baby sitter per due bambini il pomeriggio, Firenze', 'other', 'Firenze'],
  ['badante per mia nonna, Napoli', 'other', 'Napoli'],
  ['ripetizioni di matematica per mio figlio, Bari', 'other', 'Bari'],
  ['installazione condizionatore in camera, Palermo', 'other', 'Palermo'],
  ['disinfestazione scarafaggi in cantina, Catania', 'other', 'Catania'],
  ['muratore per abbattere un muro, Verona', 'other', 'Verona'],
  ['notaio per rogito, Trieste', 'other', 'Trieste'],
  ['fotografo per matrimonio a giugno, Lecce', 'other', 'Lecce'],
  ['ho bisogno di aiuto', null, null],
  ['mi serve un preventivo', null, null],
  ['lavori in casa a Roma', null, 'Roma'],
  ['cerco una ditta seria per dei lavori, Milano', null, 'Milano'],
  ['salve, mi serve un tecnico', null, null],
  ['qualcuno che mi aiuti?', null, null],
];

const PLACES: Row[] = [
  ["idraulico a Reggio nell'Emilia", 'Idraulico', "Reggio nell'Emilia"],
  ['elettricista San Dona di Piave', 'Elettricista', 'San Donà di Piave'],
  ["imbianchino L'Aquila centro", 'Imbianchino', "L'Aquila"],
  ['idraulico, sono a Forli', 'Idraulico', 'Forlì'],
  ['caldaia rotta, CAP 20121', 'Idraulico', 'Milano'],
  ['idraulico a Castro (BG)', 'Idraulico', 'Castro'],
  ['elettricista a Samone provincia di Trento', 'Elettricista', 'Samone'],
  ['meccanico a Bozen', 'Meccanico', 'Bolzano'],
  ['pulizie uffici a Ostia', 'Pulizie', 'Roma'],
  ['giardiniere zona Posillipo', 'Giardinaggio', 'Napoli'],
  ['imbianchino ai Navigli', 'Imbianchino', 'Milano'],
  ['elettricista a Milano Marittima', 'Elettricista', 'Cervia'],
  ['idraulico in via Roma 12 a Bergamo', 'Idraulico', 'Bergamo'],
  ['tinteggiatura, ora sono a Torino', 'Imbianchino', 'Torino'],
  ['rubinetto che perde, casa in campagna', 'Idraulico', null],
  ['mi chiamo Paola e mi serve un idraulico a Bari', 'Idraulico', 'Bari'],
  ['prezzo 500 eur per tinteggiare, Roma', 'Imbianchino', 'Roma'],
  ['perdita del tubo del lavello', 'Idraulico', null],
  ['sono di Napoli ma abito a Milano, caldaia rotta', 'Idraulico', 'Milano'],
  ['idraulico milano urgente', 'Idraulico', 'Milano'],
];

const MORE: Row[] = [
  ["salve, la lavastoviglie non scarica l'acqua, sono a Varese", 'Idraulico', 'Varese'],
  ["l'acqua non arriva al piano di sopra, Bari", 'Idraulico', 'Bari'],
  ['stasera è saltata la luce in tutta casa e non riparte, Latina', 'Elettricista', 'Latina'],
  ["sistemare l'impianto di illuminazione del giardino, Monza", 'Elettricista', 'Monza'],
  ['elettricista per il mio negozio a Fermo', 'Elettricista', 'Fermo'],
  ['cerco idraulico non elettricista a Venezia', 'Idraulico', 'Venezia'],
  ['non ho bisogno di un meccanico ma di un gommista, Milano', 'Meccanico', 'Milano'],
  ['mi si è scaricata la batteria della macchina e non parte piu, Asti', 'Meccanico', 'Asti'],
  ['non si tratta di pulizie ma di imbiancare le pareti, Lecce', 'Imbianchino', 'Lecce'],
  ['pulizia della caldaia, Bologna', 'Idraulico', 'Bologna'],
  ['pulizia dei pannelli solari, Lecce', 'Pulizie', 'Lecce'],
  ['pulizia vetri e infissi, Como', 'Pulizie', 'Como'],
  ['pulizia studio medico due volte a settimana, Pavia', 'Pulizie', 'Pavia'],
  ['casa sporchissima dopo il trasloco, Biella', 'Pulizie', 'Biella'],
  ['mi serve un muratore per rifare il bagno, Roma', 'other', 'Roma'],
  ['la tapparella della camera si è bloccata, Roma', 'other', 'Roma'],
  ['condizionatore che gocciola acqua, Catania', 'other', 'Catania'],
  ['il frigorifero non raffredda piu, Firenze', 'other', 'Firenze'],
  ['pulizia del camino, Torino', 'other', 'Torino'],
  ['infiltrazioni dal tetto quando piove, Perugia', 'other', 'Perugia'],
  ['ho i topi in cantina, Bologna', 'other', 'Bologna'],
  ['idraulico, grazie Paola', 'Idraulico', null],
  ['sono di Montagna, mi serve un imbianchino', 'Imbianchino', null],
  ['cerco qualcuno affidabile, Trieste', null, 'Trieste'],
  ["manutenzione generale dell'appartamento, Modena", null, 'Modena'],
  ['idraulico in zona Eur', 'Idraulico', 'Roma'],
  ['cerco un idraulico a Vinci', 'Idraulico', 'Vinci'],
  ['elettricista 20100', 'Elettricista', 'Milano'],
  // «ri-» is the job again; «dopo» rules out only the past job named right after it.
  ['Pennabilli, casa di famiglia da ripitturare tutta dentro', 'Imbianchino', 'Pennabilli'],
  ['Sanremo, dopo il temporale il differenziale scatta e non si riarma', 'Elettricista', 'Sanremo'],
  // A phrase keeps its words from the other needs; a need named, then taken back, is ruled out.
  ['verniciatura del cancello in ferro e delle inferriate, prima antiruggine, Terni', 'Imbianchino', 'Terni'],
  ['pulizia della casa e della piscina... no la piscina no, solo la casa, Montepulciano', 'Pulizie', 'Montepulciano'],
  // «la fa un rumore» is the boiler doing it (a northern subject clitic), not someone else doing the job.
  ['gò la caldaia che la fa un rumor strano, Treviso', 'Idraulico', 'Treviso'],
  // A place named right after a comune is part of it; a lowercase common word among capitalised names is no place.
  ['Milano Lambrate, la moto perde olio dalla forcella', 'Meccanico', 'Milano'],
  ['Salerno, Pastena: voglio cambiare le placche e gli interruttori', 'Elettricista', 'Salerno'],
  ['i ragazzi hanno rovinato il muro giocando a calcio, va ridipinto. Busto Arsizio', 'Imbianchino', 'Busto Arsizio'],
];

const known = new Set<string>(CATEGORIES);

function check([text, category, municipality]: Row) {
  const profile = analyzeRequest({ userRequest: text });
  const got = category === 'other' && profile.category !== null && !known.has(profile.category) ? 'other' : profile.category;
  expect({ text, category: got, municipality: profile.location?.municipality ?? null }).toEqual({ text, category, municipality });
  expect(profile.needsClarification).toBe(category === null || municipality === null);
}

describe('built-in analyzer on varied Italian requests', () => {
  const tables = { IDRAULICO, ELETTRICISTA, IMBIANCHINO, MECCANICO, PULIZIE, GIARDINAGGIO, NEGATION_AND_OTHERS, PLACES, MORE };
  for (const [name, rows] of Object.entries(tables)) {
    it.each(rows.map((row) => [row[0], row] as const))(`${name}: %s`, (_text, row) => check(row));
  }
});

describe('clarification', () => {
  it('asks numbered questions for exactly what is missing', () => {
    expect(analyzeRequest({ userRequest: 'ho un problema in casa' }).clarificationQuestions).toEqual([
      `1. ${analyzerQuestions.service}`,
      `2. ${analyzerQuestions.municipality}`,
    ]);
    expect(analyzeRequest({ userRequest: 'tubo che perde in cucina' }).clarificationQuestions).toEqual([`1. ${analyzerQuestions.municipality}`]);
    expect(analyzeRequest({ userRequest: 'ho un problema con la casa a Milano' }).clarificationQuestions).toEqual([
      `1. ${analyzerQuestions.service}`,
    ]);
    expect(analyzeRequest({ userRequest: 'tubo che perde in cucina a Milano' }).clarificationQuestions).toEqual([]);
  });

  it('asks a message that describes no job to describe it, instead of asking for the service', () => {
    for (const text of [
      'ciao',
      'Buongiorno!',
      'info',
      'ho bisogno di aiuto',
      'quanto costa al metro quadro?',
      'salve, vorrei un preventivo',
      'hello',
    ]) {
      expect({ text, ...analyzeRequest({ userRequest: text }) }).toEqual({
        text,
        category: null,
        needsClarification: true,
        clarificationQuestions: [`1. ${analyzerQuestions.describeJob}`, `2. ${analyzerQuestions.municipality}`],
        location: null,
      });
    }
    expect(analyzeRequest({ userRequest: 'mi serve un preventivo a Milano' }).clarificationQuestions).toEqual([
      `1. ${analyzerQuestions.describeJob}`,
    ]);
  });

  it('fills the comune from the answers round', () => {
    const profile = analyzeRequest({ userRequest: 'tubo che perde in cucina', context: 'tubo che perde in cucina', answers: 'Bergamo' });
    expect(profile).toEqual({
      category: 'Idraulico',
      needsClarification: false,
      clarificationQuestions: [],
      location: { municipality: 'Bergamo', province: 'Bergamo', provinceCode: 'BG', istatCode: '016024' },
    });
  });

  it('fills the need from the answers round, even a one-word answer that is also a comune', () => {
    expect(analyzeRequest({ userRequest: 'mi serve aiuto a Torino', answers: 'giardinaggio' }).category).toBe('Giardinaggio');
    expect(analyzeRequest({ userRequest: 'mi serve un elettricista', answers: 'prato' }).location?.municipality).toBe('Prato');
    expect(analyzeRequest({ userRequest: 'ho bisogno di aiuto', answers: '1. imbianchino 2. Lavagna' })).toMatchObject({
      category: 'Imbianchino',
      location: { municipality: 'Lavagna' },
    });
  });

  it('uses the prefilled service and location of a landing page for what the text does not say', () => {
    const profile = analyzeRequest({ userRequest: 'quattro stanze e il corridoio', prefilledService: 'imbianchini', prefilledLocation: 'Forli' });
    expect(profile).toMatchObject({
      category: 'Imbianchino',
      needsClarification: false,
      location: { municipality: 'Forlì', province: 'Forlì-Cesena' },
    });
    expect(
      analyzeRequest({ userRequest: 'ho un problema', prefilledService: 'idraulico', prefilledLocation: 'Reggio Emilia' }).location?.municipality,
    ).toBe("Reggio nell'Emilia");
  });

  it("lets the visitor's words win over the landing page", () => {
    const landing = { prefilledService: 'imbianchino', prefilledLocation: 'Agnone', landingContext: 'Imbianchino ad Agnone: preventivi gratuiti' };
    expect(analyzeRequest({ userRequest: 'mi serve un idraulico a Milano', ...landing })).toMatchObject({
      category: 'Idraulico',
      needsClarification: false,
      location: { municipality: 'Milano' },
    });
    // The trade from the words, the place from the page; and the other way round.
    expect(analyzeRequest({ userRequest: 'la caldaia non parte', ...landing })).toMatchObject({
      category: 'Idraulico',
      location: { municipality: 'Agnone' },
    });
    expect(analyzeRequest({ userRequest: 'tre stanze, siamo a Isernia', ...landing })).toMatchObject({
      category: 'Imbianchino',
      location: { municipality: 'Isernia' },
    });
  });

  it("asks a greeting to describe the job even on a landing page, keeping the page's place", () => {
    for (const text of ['ciao', 'info', 'buongiorno, ho bisogno', 'quanto costa?']) {
      expect({
        text,
        ...analyzeRequest({ userRequest: text, prefilledService: 'idraulico', prefilledLocation: 'Firenze', landingContext: 'Idraulici a Firenze' }),
      }).toEqual({
        text,
        category: null,
        needsClarification: true,
        clarificationQuestions: [`1. ${analyzerQuestions.describeJob}`],
        location: { municipality: 'Firenze', province: 'Firenze', provinceCode: 'FI', istatCode: '048017' },
      });
    }
    // Once the visitor answers with the job, the request is complete.
    expect(
      analyzeRequest({ userRequest: 'ciao', answers: 'il lavandino perde', prefilledService: 'idraulico', prefilledLocation: 'Firenze' }),
    ).toMatchObject({
      category: 'Idraulico',
      needsClarification: false,
    });
  });

  it('does not ask for the comune when a prefilled location is given', () => {
    expect(analyzeRequest({ userRequest: 'perdita dal rubinetto', prefilledLocation: 'Comune Inesistente' })).toMatchObject({
      category: 'Idraulico',
      needsClarification: false,
      location: null,
    });
  });

  // Issue 29: «idraulico a Reggio» silently became Reggio nell'Emilia.
  it('asks which comune an ambiguous place is, with the comuni as choices, instead of guessing', () => {
    expect(analyzeRequest({ userRequest: 'idraulico a Reggio' })).toEqual({
      category: 'Idraulico',
      needsClarification: true,
      clarificationQuestions: [`1. ${analyzerQuestions.whichComune('Reggio')}`],
      location: null,
      placeChoices: REGGIO_CHOICES,
    });
    const unclear = analyzeRequest({ userRequest: 'ho bisogno di una mano a San Giorgio' });
    expect(unclear.clarificationQuestions).toEqual([`1. ${analyzerQuestions.describeJob}`, `2. ${analyzerQuestions.whichComune('San Giorgio')}`]);
    // The six most populous; the chat's comune search finds the other fourteen.
    expect(unclear.placeChoices?.map((choice) => choice.municipality)).toEqual([
      'San Giorgio a Cremano',
      'San Giorgio Ionico',
      'San Giorgio Bigarello',
      'San Giorgio delle Pertiche',
      'San Giorgio del Sannio',
      'San Giorgio di Piano',
    ]);
  });

  it('asks which comune a name several comuni share means, even when the largest is three or four times the next', () => {
    const choicesFor = (userRequest: string) => {
      const profile = analyzeRequest({ userRequest });
      return profile.location ? profile.location.municipality : profile.placeChoices?.map((choice) => choice.municipality);
    };
    expect(choicesFor('San Teodoro, perdita dalla doccia')).toEqual(['San Teodoro', 'San Teodoro']);
    expect(choicesFor('giardiniere a Castellammare per il prato')).toEqual(['Castellammare di Stabia', 'Castellammare del Golfo']);
    expect(choicesFor('Villafranca, mi salta la corrente')?.[0]).toBe('Villafranca di Verona');
    expect(choicesFor('Villafranca, mi salta la corrente')).toHaveLength(6);
    // What else the text says still settles it.
    expect(choicesFor('Castellammare, provincia di Napoli: mi serve il meccanico')).toBe('Castellammare di Stabia');
    expect(choicesFor('abito a Verona ma il negozio dove serve il lavoro è a Villafranca')).toBe('Villafranca di Verona');
  });

  it('asks which comune of an island shared by several a visitor means: its name, in one of theirs, says none', () => {
    const profile = analyzeRequest({ userRequest: 'pulizie di una casa vacanza a Salina, isole Eolie' });
    expect(profile.location).toBeNull();
    expect(profile.placeChoices?.map((choice) => choice.municipality).sort()).toEqual(['Leni', 'Malfa', 'Santa Marina Salina']);
    expect(analyzeRequest({ userRequest: 'pulizie a Salina', answers: 'Malfa' }).location?.municipality).toBe('Malfa');
    // A name shared by an island's comune and a frazione elsewhere is still settled by the comune's own name.
    expect(analyzeRequest({ userRequest: 'pulizie casa affittata a Giglio Porto' }).location?.municipality).toBe('Isola del Giglio');
    // A village of an island, with the island named: «Canneto» is also two comuni of Lombardy.
    const island = 'ci serve un meccanico sull isola, siamo a Canneto, isola di Lipari';
    expect(analyzeRequest({ userRequest: island }).location?.municipality).toBe('Lipari');
  });

  it('settles «Reggio» with an answer that says which: a region, a qualifier, a sigla, a province, a CAP', () => {
    const answers: [string, string][] = [
      ['Reggio Emilia', "Reggio nell'Emilia"],
      ['Calabria', 'Reggio di Calabria'],
      ['quella in Emilia', "Reggio nell'Emilia"],
      ['RC', 'Reggio di Calabria'],
      ['provincia di Reggio Calabria', 'Reggio di Calabria'],
      ['89135', 'Reggio di Calabria'],
    ];
    for (const [answer, municipality] of answers) {
      const profile = analyzeRequest({ userRequest: 'idraulico a Reggio', context: 'idraulico a Reggio', answers: answer });
      expect(profile, answer).toMatchObject({ category: 'Idraulico', needsClarification: false, location: { municipality } });
      expect(profile.placeChoices, answer).toBeUndefined();
    }
  });

  it('asks again when the answer does not say which', () => {
    expect(analyzeRequest({ userRequest: 'idraulico a Reggio', context: 'idraulico a Reggio', answers: 'non so' }).placeChoices).toHaveLength(2);
  });

  it("takes a landing page's comune when it is one of the choices, and asks otherwise", () => {
    expect(analyzeRequest({ userRequest: 'perdita a Reggio', prefilledLocation: 'Reggio di Calabria' })).toMatchObject({
      needsClarification: false,
      location: { municipality: 'Reggio di Calabria' },
    });
    expect(analyzeRequest({ userRequest: 'perdita a Reggio', prefilledLocation: 'Agnone' })).toMatchObject({
      needsClarification: true,
      location: null,
      placeChoices: [{ municipality: 'Reggio di Calabria' }, { municipality: "Reggio nell'Emilia" }],
    });
  });

  // Issue 36: misspelled comuni, in the request or as the answer to the place question.
  it('reads a misspelled comune in the request and in the answer to the place question', () => {
    expect(analyzeRequest({ userRequest: 'il lavandino perde, abito a Pescarra' }).location?.municipality).toBe('Pescara');
    const answered = analyzeRequest({ userRequest: 'il lavandino perde', context: 'il lavandino perde', answers: 'trevisio grazie' });
    expect(answered).toMatchObject({ needsClarification: false, location: { municipality: 'Treviso' } });
  });

  it('asks which comune a misspelling as near to two comuni of like size means, with them as choices', () => {
    const profile = analyzeRequest({ userRequest: 'il lavandino perde, abito a Beramo' });
    expect(profile.location).toBeNull();
    expect(profile.placeChoices?.map((choice) => choice.municipality)).toEqual(['Bergamo', 'Teramo']);
    expect(analyzeRequest({ userRequest: 'il lavandino perde, abito a Beramo', answers: 'BG' }).location?.municipality).toBe('Bergamo');
  });

  it('takes, at the end of a long story, the place where the work is over where people live or bought a house', () => {
    const story =
      'Abbiamo comprato casa a Bologna due anni fa, mio cognato che sta a Modena ci ha consigliato di scrivervi: il lavandino perde e il lavoro è a Imola, nella casa dei nonni';
    expect(analyzeRequest({ userRequest: story }).location?.municipality).toBe('Imola');
  });

  it('falls back on the landing context last', () => {
    expect(analyzeRequest({ userRequest: 'due stanze e la cucina', landingContext: 'Pagina: imbianchini a Como' })).toMatchObject({
      category: 'Imbianchino',
      location: { municipality: 'Como' },
    });
  });
});
