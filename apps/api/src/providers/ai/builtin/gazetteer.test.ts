import { describe, expect, it } from 'vitest';
import { getGazetteer, type Comune } from './gazetteer.ts';
import { tokenize } from './normalize.ts';

const label = (comune: Comune) => `${comune.name} (${comune.provinceCode})`;

/** The comune found, «? a | b | …» for the choices of an ambiguous place, or null. */
function place(text: string): string | null {
  const found = getGazetteer().find(text);
  if (!found) return null;
  return found.comune ? label(found.comune) : `? ${found.choices.map(label).join(' | ')}`;
}

describe('gazetteer', () => {
  it('loads the whole ISTAT list', () => {
    expect(getGazetteer().comuni).toHaveLength(7904);
  });

  it.each([
    ["abito a Reggio nell'Emilia", "Reggio nell'Emilia (RE)"],
    ['sono a Reggio Emilia', "Reggio nell'Emilia (RE)"],
    ['Reggio Calabria centro', 'Reggio di Calabria (RC)'],
    ['San Dona di Piave', 'San Donà di Piave (VE)'],
    ["a L'Aquila", "L'Aquila (AQ)"],
    ['abito a Forli', 'Forlì (FC)'],
    ['FORLI', 'Forlì (FC)'],
    ['a Bozen', 'Bolzano (BZ)'],
    ['Cavallino Treporti', 'Cavallino-Treporti (VE)'],
    ['cap 20121', 'Milano (MI)'],
    ['20100', 'Milano (MI)'],
    ['Castro (LE)', 'Castro (LE)'],
    ['Castro (BG)', 'Castro (BG)'],
    ['a Samone provincia di Trento', 'Samone (TN)'],
    ['Calliano AT', 'Calliano (AT)'],
    ['taglio del prato a Firenze', 'Firenze (FI)'],
    ['mi trovo a Prato', 'Prato (PO)'],
    ['potatura siepi, Prato', 'Prato (PO)'],
    ['zona Mestre', 'Venezia (VE)'],
    ['al Vomero', 'Napoli (NA)'],
    ["all'EUR", 'Roma (RM)'],
    ['Milano Marittima', 'Cervia (RA)'],
    ['via Roma 3, Bergamo', 'Bergamo (BG)'],
    ['sono di Napoli ma abito a Milano', 'Milano (MI)'],
  ])('%s → %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it.each([
    'taglio del prato',
    'ora mi serve aiuto',
    'pero non funziona',
    'pagamento a meta',
    'casa in campagna',
    'al terzo piano',
    'impianto da mettere a norma',
    'salve, mi serve un tecnico',
    'budget 500 eur',
    'grazie, Paola',
    'mi chiamo Marta',
    'abito in via Roma',
    'tagliare l erba',
    'pulizia del camino',
  ])('finds no comune in "%s"', (text) => {
    expect(place(text)).toBeNull();
  });

  it.each([
    // Shortened names: the dot after «S.» is no sentence end; connectors may be left out.
    ['citofono rotto, Sesto S.G.', 'Sesto San Giovanni (MI)'],
    ['siepe da potare, S. Benedetto del T.', 'San Benedetto del Tronto (AP)'],
    ['casa a S. Giov. Rotondo, termosifoni freddi', 'San Giovanni Rotondo (FG)'],
    ['piastrelle sollevate, S.Giovanni R.', 'San Giovanni Rotondo (FG)'],
    ['perdita sotto il pavimento, Reggio C.', 'Reggio di Calabria (RC)'],
    ['Reggio Cal.', 'Reggio di Calabria (RC)'],
    ['Reggio Em.', "Reggio nell'Emilia (RE)"],
    ['pittura interna, Montecchio Magg.', 'Montecchio Maggiore (VI)'],
    ['Castelfranco V.to', 'Castelfranco Veneto (TV)'],
    ['a Sta Maria Capua Vetere', 'Santa Maria Capua Vetere (CE)'],
    ['Reinigung in St. Ulrich', 'Ortisei (BZ)'],
    // The first word of a long name, when one comune clearly leads.
    ['manutenzione giardino, Pergine', 'Pergine Valsugana (TN)'],
    ['il giardino è a Pergine', 'Pergine Valsugana (TN)'],
    // Quarters, frazioni, resorts and other-language names.
    ['casa in Ortigia', 'Siracusa (SR)'],
    ['sono a Pirri', 'Cagliari (CA)'],
    ['casa ad Avenza', 'Carrara (MS)'],
    ['una villa a Porto Cervo', 'Arzachena (SS)'],
    ['Perugia, zona Ponte San Giovanni', 'Perugia (PG)'],
    ['abito al rione Monti', 'Roma (RM)'],
    ['mi servirebbe un elettricista a Trst, Opicina', 'Trieste (TS)'],
    ['Garten in Eppan', 'Appiano sulla strada del vino (BZ)'],
    // Where the work is, not where the visitor lives, goes or is from.
    ['io abito a Vicenza ma la casa è di mia suocera a Thiene', 'Thiene (VI)'],
    ['abbiamo un bar a Riccione, noi abitiamo a Rimini', 'Riccione (RN)'],
    ['mi si è rotta la frizione mentre andavo a Oristano, sono fermo a Terralba', 'Terralba (OR)'],
    ['prima di salire a Livigno, la macchina la tengo a Sondrio', 'Sondrio (SO)'],
    ['siepe da sistemare a Nove, vicino a Bassano', 'Nove (VI)'],
    ['siamo a Brescia non a Bergamo', 'Brescia (BS)'],
    ['mia madre vive da sola a Rovigo, io lavoro a Ferrara', 'Rovigo (RO)'],
    ['la casa al mare ad Anzio va ridipinta, io sto a Roma', 'Anzio (RM)'],
    ['abito a Verona ma il negozio dove serve il lavoro è a Bussolengo', 'Bussolengo (VR)'],
    ['sono in trasferta a Bari ma la casa è a Lecce', 'Lecce (LE)'],
    ['sono di Napoli ma abito a Milano', 'Milano (MI)'],
    // The job itself named as where it is beats a house bought, a relative's home, a company's registered seat.
    ['abbiamo comprato casa a Bologna... mio cognato che sta a Modena... il lavoro è a Imola', 'Imola (BO)'],
    ["ho una casa a Bologna, mia sorella vive a Modena, ma l'intervento serve a Imola", 'Imola (BO)'],
    ['la società ha sede legale a Lodi e chiede un preventivo per la sede operativa di Codogno', 'Codogno (LO)'],
    ['io lavoro a Ferrara, la casa è a Rovigo', 'Rovigo (RO)'],
    // Foreign names of the big cities.
    ['a flat in Rome', 'Roma (RM)'],
    ['Wohnung in Mailand', 'Milano (MI)'],
    // A provincial capital is a place whatever its name means; a lone last word after a comma or a dash is the place.
    ['perdita al bagno, lodi', 'Lodi (LO)'],
    ['perdita al bagno - noto', 'Noto (SR)'],
    ['perdita in cucina, Fermo', 'Fermo (FM)'],
    // A comune named like an ordinary word, with a place cue.
    ['villetta da pulire a Noto', 'Noto (SR)'],
    ['Noto, villetta da pulire', 'Noto (SR)'],
    ['comune di Salento', 'Salento (SA)'],
  ])('%s → %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it.each([
    'noto che non rispondete',
    'credo siano da cambiare',
    'una parete color tortora',
    'è tutto nero sopra i fornelli',
    'scrivo per lo Studio Amministrazioni Bianchi',
    'ho una masseria in Salento',
    'salve',
    'S. G.',
    'tinta color crema',
    'un buco nel muro. Sale',
    'grazie, Salve',
    'A Castello serve un idraulico',
  ])('finds no comune in "%s" either', (text) => {
    expect(place(text)).toBeNull();
  });

  it('reads «salve» alone as a comune only when the comune was asked for', () => {
    expect(getGazetteer().find('Salve', undefined, { answer: true })?.comune?.name).toBe('Salve');
  });

  // Issue 29: a name several comuni share or start with, written short, is asked with choices, not guessed.
  it.each([
    ['idraulico a Reggio', "? Reggio di Calabria (RC) | Reggio nell'Emilia (RE)"],
    [
      'a Castelfranco',
      '? Castelfranco Veneto (TV) | Castelfranco Emilia (MO) | Castelfranco di Sotto (PI) | Castelfranco Piandiscò (AR) | Castelfranco in Miscano (BN)',
    ],
    ['zona Montecchio', '? Montecchio Maggiore (VI) | Montecchio Emilia (RE) | Montecchio Precalcino (VI) | Montecchio (TR)'],
    ['sono a Calvi', "? Calvi Risorta (CE) | Calvi (BN) | Calvi dell'Umbria (TR)"],
    ['Castro', '? Castro dei Volsci (FR) | Castro (LE) | Castro (BG)'],
    [
      'abito a Sesto',
      '? Sesto San Giovanni (MI) | Sesto Fiorentino (FI) | Sesto Calende (VA) | Sesto al Reghena (PN) | Sesto ed Uniti (CR) | Sesto Campano (IS) | Sesto (BZ)',
    ],
  ])('asks which comune «%s» means', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  // Issue 36: a misspelled comune, where a place is expected, is the comune it is near; ordinary words never are.
  it.each([
    ['perdita a Pescarra', 'Pescara (PE)'],
    ['idraulico a Brecia', 'Brescia (BS)'],
    ['casa a Trevisio', 'Treviso (TV)'],
    ['abito a Bolonga', 'Bologna (BO)'],
    ['caldaia rotta, Torini', 'Torino (TO)'],
    ['zona Veronna', 'Verona (VR)'],
    ['abito a citta di castello', 'Città di Castello (PG)'],
    ['sono a cantu', 'Cantù (CO)'],
    ['a cittadicastello', 'Città di Castello (PG)'],
    ['casa a sandonadipiave', 'San Donà di Piave (VE)'],
    ['a castel franco veneto', 'Castelfranco Veneto (TV)'],
    ['a Castelfranco Venetto', 'Castelfranco Veneto (TV)'],
    ['a Sesto San Giovani', 'Sesto San Giovanni (MI)'],
    ['zona Casalechio di Reno', 'Casalecchio di Reno (BO)'],
    ['a Castelnuovo di Garfagniana', 'Castelnuovo di Garfagnana (LU)'],
    ['Pescarra, perdita in bagno', 'Pescara (PE)'],
    ['Pescarra', 'Pescara (PE)'],
    ['un idraulico a Trevisio (TV)', 'Treviso (TV)'],
    // Bergamo and Teramo are as near: a doubled letter nearer, Belluno wins over Bellano.
    ['a Beluno', 'Belluno (BL)'],
    // Agrigento is more than ten times Frigento, as near.
    ['ad Arigento', 'Agrigento (AG)'],
    ['a Beramo', '? Bergamo (BG) | Teramo (TE)'],
    ['casa ad Agenta', '? Magenta (MI) | Argenta (FE)'],
  ])('reads the misspelled «%s» as %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it.each([
    'Ancora, nessuna risposta',
    'il quadro va messo in piano',
    'sono a pezzi, aiutatemi',
    'la porta non si chiude, voglio cambiarla',
    'Erano in tre a lavorare',
    'ho chiesto a Marcello',
    'una breccia nel muro a sinistra',
    'il lavoro va fatto a regola d arte',
  ])('reads no misspelled place in «%s»', (text) => {
    expect(place(text)).toBeNull();
  });

  it('offers every San Giorgio, most populous first', () => {
    const found = getGazetteer().find('elettricista a San Giorgio');
    expect(found?.comune).toBeNull();
    expect(found?.written).toBe('San Giorgio');
    expect(found?.choices).toHaveLength(20);
    expect(found?.choices.slice(0, 3).map(label)).toEqual(['San Giorgio a Cremano (NA)', 'San Giorgio Ionico (TA)', 'San Giorgio Bigarello (MN)']);
  });

  it('reads one comune where the words say which, or where one name clearly leads', () => {
    const rows: [string, string][] = [
      ['idraulico a Samugheo', 'Samugheo (OR)'],
      ['a Bari', 'Bari (BA)'],
      ['a Torino', 'Torino (TO)'],
      ['ad Alba', 'Alba (CN)'],
      ['a Loreto', 'Loreto (AN)'],
      ['a Bassano', 'Bassano del Grappa (VI)'],
      ['a Reggio Emilia', "Reggio nell'Emilia (RE)"],
      ['a Reggio di Calabria', 'Reggio di Calabria (RC)'],
      ['a Castelfranco Veneto', 'Castelfranco Veneto (TV)'],
      ['a Reggio (RC)', 'Reggio di Calabria (RC)'],
      ['Reggio 42121', "Reggio nell'Emilia (RE)"],
      ['Reggio E., frizione', "Reggio nell'Emilia (RE)"],
      ['Reggio C.', 'Reggio di Calabria (RC)'],
      ['Castelfranco (TV)', 'Castelfranco Veneto (TV)'],
      ['Montecchio Maggiore', 'Montecchio Maggiore (VI)'],
    ];
    for (const [text, expected] of rows) expect(place(text), text).toBe(expected);
  });

  it('narrows an ambiguous place by what another text says: region, province, sigla, a word of the name, a CAP', () => {
    const gazetteer = getGazetteer();
    const { choices } = gazetteer.find('a Castelfranco')!;
    const narrowed = (answer: string) => {
      const result = gazetteer.narrow(choices, [{ text: answer, tokens: tokenize(answer) }]);
      return result.comune ? label(result.comune) : result.choices.map(label);
    };
    expect(narrowed('quello in Veneto')).toBe('Castelfranco Veneto (TV)');
    expect(narrowed('provincia di Modena')).toBe('Castelfranco Emilia (MO)');
    expect(narrowed('PI')).toBe('Castelfranco di Sotto (PI)');
    expect(narrowed('56022')).toBe('Castelfranco di Sotto (PI)');
    expect(narrowed('in Toscana')).toEqual(['Castelfranco di Sotto (PI)', 'Castelfranco Piandiscò (AR)']);
    expect(narrowed('boh')).toHaveLength(5);
  });

  it('resolves a comune written with its province in brackets or as a trailing sigla', () => {
    const gazetteer = getGazetteer();
    expect(gazetteer.resolveName('Adro (Brescia)')?.name).toBe('Adro');
    expect(gazetteer.resolveName('Arena Po (PV)')?.name).toBe('Arena Po');
    expect(gazetteer.resolveName('Arena Po')?.name).toBe('Arena Po');
    expect(gazetteer.resolveName('Adro BS')?.name).toBe('Adro');
    expect(gazetteer.resolveName('Castro (BG)')?.provinceCode).toBe('BG');
    expect(gazetteer.resolveName('Po')).toBeNull();
  });

  it('resolves bare names as a landing page or a model gives them', () => {
    const gazetteer = getGazetteer();
    expect(gazetteer.resolveName('Prato')?.istatCode).toBe('100005');
    expect(gazetteer.resolveName('Reggio Emilia')?.name).toBe("Reggio nell'Emilia");
    expect(gazetteer.resolveName('Castro (LE)')?.province).toBe('Lecce');
    expect(gazetteer.resolveName('Atlantide')).toBeNull();
  });

  it('gives the choices of an ambiguous bare name, and its most populous comune where one is needed', () => {
    const gazetteer = getGazetteer();
    expect(gazetteer.resolvePlace('Reggio')?.choices.map(label)).toEqual(['Reggio di Calabria (RC)', "Reggio nell'Emilia (RE)"]);
    expect(gazetteer.resolvePlace('Reggio Calabria')?.comune?.name).toBe('Reggio di Calabria');
    expect(gazetteer.resolveName('Reggio')?.name).toBe('Reggio di Calabria');
  });
});

// Issue 36, tuning set 4: misspellings where no place word comes before them, stories that end with the place.
describe('gazetteer: misspellings without a cue, closing places', () => {
  it.each([
    // A misspelling alone in its clause, however capitalised.
    ['bergammo, la lavatrice scarica male', 'Bergamo (BG)'],
    ['serve un imbianchino, piacenzza', 'Piacenza (PC)'],
    ['monte varchi, siepe da potare', 'Montevarchi (AR)'],
    // Opening the text, the request after it.
    ['cremonna perdita dal boiler', 'Cremona (CR)'],
    // …in several words, the first one like an ordinary word («castelina», «san»), and a short clause all of it.
    ['castelina in chianti pulizie agriturismo', 'Castellina in Chianti (SI)'],
    ['san lazaro di savena potatura tiglio in giardino', 'San Lazzaro di Savena (BO)'],
    ['domo dossola, imbiancare due stanze', 'Domodossola (VB)'],
    // A misspelling whose clause goes on to name a part of the comune.
    ['il citofono non suona più, Ferara zona stazione', 'Ferrara (FE)'],
    // A letter that sounds alike, a swap, a short name with a doubled letter.
    ['idraulico a Brezcia', 'Brescia (BS)'],
    ['caldaia rotta a Salerrno', 'Salerno (SA)'],
    ['elettricista a Civitavechia', 'Civitavecchia (RM)'],
    ['imbianchino a Tivvoli', 'Tivoli (RM)'],
    ['guasto a Mondovy', 'Mondovì (CN)'],
    ['perdita a Vigevano', 'Vigevano (PV)'],
    ['perdita a Vigeavno', 'Vigevano (PV)'],
    ['pulizie a Biela', 'Biella (BI)'],
    ['giardino a Comm', null],
    ['giardino a Bbari', 'Bari (BA)'],
    // A provincial capital named like a word is still what its misspelling means.
    ['caldaia a Latinna', 'Latina (LT)'],
    // Friulian names, old spellings.
    ['un elettricista a Gurize', 'Gorizia (GO)'],
  ])('reads «%s» as %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it.each([
    // A mistyped ordinary word opening a text is no place.
    'apena posso vi mando le foto del bagno',
    'cmq la caldaia perde ancora',
    'perchè la luce salta sempre?',
    // Ordinary words opening a text join no name they only sound like.
    'san valentino è passato, ora vorrei ridipingere la camera',
    'la casa vicino al fiume si è allagata',
  ])('reads no place in «%s»', (text) => {
    expect(place(text)).toBeNull();
  });

  it('reads the place that closes a long story, not one named on the way', () => {
    const story =
      'Ho una casa a Rimini dove andiamo d’estate. Lì è tutto a posto. Qui invece il boiler perde da giorni e non scalda. Abitiamo a Cesena.';
    expect(place(story)).toBe('Cesena (FC)');
    // Two sentences are no story: the house named first stays where the work is.
    expect(place('La casa da sistemare è a Rimini. Io abito a Cesena.')).toBe('Rimini (RN)');
    // A place the last sentence goes on from is an aside.
    expect(place('Ho un giardino a Rimini. È pieno di erbacce. Io abito a Cesena e ci vado quando posso.')).toBe('Rimini (RN)');
    // A sign-off after it changes nothing; a place gone to in the last sentence does not close the story.
    expect(place('Ho un giardino a Rimini. È pieno di erbacce. La villa però è a Cesena. Grazie.')).toBe('Cesena (FC)');
    expect(place('Ho un giardino a Rimini. È pieno di erbacce. Domani devo andare a Cesena.')).toBe('Rimini (RN)');
  });

  it('reads a lake named after a town as no comune, and a place inside a wider one as itself', () => {
    expect(place('Varenna sul lago di Como, pulizie villa')).toBe('Varenna (LC)');
    expect(place('Marina di Campo all’Isola d’Elba, perdita in bagno')).toBe("Campo nell'Elba (LI)");
    expect(place('Noto Marina, casetta da imbiancare')).toBe('Noto (SR)');
    expect(place("Colle Val d'Elsa, lavandino che perde")).toBe("Colle di Val d'Elsa (SI)");
  });
});
