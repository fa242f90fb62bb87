import { FOREIGN_NAMES, MORE_DISTRICTS, OTHER_LANGUAGE_NAMES } from './place-districts.ts';

/**
 * Hand-kept knowledge the ISTAT list lacks: comuni named like common Italian words or first names,
 * the short forms people use, and well-known districts. All keys are folded (lowercase, no accents).
 */

/**
 * Comuni whose name is a very common word ("ora", "però", "metà", "salve", "male", "fermo"): read as a
 * place only with a clear location phrase ("abito a", "zona", "comune di"), a capital letter after "a"/"in",
 * a "(XX)" province code, or when the answer is the name alone.
 */
export const STRICT_WORD_NAMES: readonly string[] = [
  'ora', 'ne', 're', 'lei', 'pero', 'meta', 'vita', 'male', 'salve', 'trovo', 'torno', 'volano', 'monta', 'dello',
  'lenta', 'anzi', 'grado', 'fermo', 'sale', 'nove', 'cento', 'sesto', 'terzo', 'quarto', 'ultimo', 'settimo',
  'chiusa', 'chiusi', 'lettere', 'minori', 'fondi', 'campagna', 'montagna', 'paese', 'bella', 'bianco', 'alto',
  'grosso', 'dolce', 'liberi', 'onore', 'patti', 'segni', 'opera', 'posta', 'front', 'force', 'mese', 'zone', 'rio',
  'lode', 'mira', 'poli', 'fonte', 'massa', 'scala', 'porte', 'vasto', 'acuto', 'amaro', 'ameno', 'chiari', 'sommo',
  'urbana', 'arena', 'viale', 'camini', 'carro', 'piatto', 'canale', 'canna', 'parete', 'colonna', 'erba', 'camino',
  'lavello', 'piscina', 'quadri', 'panni', 'fascia', 'pila', 'molare', 'serre', 'noci', 'mele', 'pesche', 'lana',
  'norma', 'terrazzo', 'taverna', 'cascina', 'cava', 'casale', 'busto', 'gioia', 'fornelli', 'tortora',
];

/** Comuni named like a wider area («in Salento» is the peninsula): read only as «comune di …», with a province code, or as an answer. */
export const AREA_NAMES: readonly string[] = ['salento', 'molise'];

/**
 * Comuni whose name is an ordinary word or a first name ("Prato", "Lavagna", "Paola", "Vinci"): read as a
 * place after "a"/"ad"/"in" as well, or written capitalised at the end of a clause (", Prato").
 */
export const WORD_NAMES: readonly string[] = [
  'prato', 'lavagna', 'cervo', 'calcio', 'ponte', 'lago', 'mura', 'nave', 'sacco', 'perito', 'contrada', 'quindici',
  'furore', 'portici', 'fossa', 'vinci', 'vittoria', 'alba', 'rosa', 'rose', 'viola', 'stella', 'marta', 'mara',
  'paola', 'milena', 'melissa', 'amelia', 'irma', 'fabrizia', 'giuliana', 'bruno', 'marino', 'donato', 'delia', 'tito',
  'loreto', 'barbara', 'amato', 'bonito', 'fornace', 'frassino', 'cipressa', 'lauro', 'camerino', 'asso', 'arco',
  'bomba', 'cicala', 'fosso', 'toro', 'cave', 'grana', 'greci', 'mossa', 'pigna', 'rossa', 'russi', 'soave', 'vicoli',
  'tufo', 'apice', 'arcade', 'archi', 'selci', 'dolo', 'scopa', 'giove', 'riccia', 'cesa', 'resia', 'ala', 'ali',
  'alia', 'calci', 'cene', 'erbe', 'laghi', 'monti', 'ponti', 'rive', 'ripi', 'bore', 'fallo', 'conta', 'corio',
  'covo', 'cozzo', 'elice', 'medea', 'none', 'martina', 'vittorio', 'aquila', 'tonco', 'uri', 'uta', 'vaie', 'salle', 'sava', 'sale', 'sona',
  'sori', 'spessa', 'torno', 'travo', 'trevi', 'turi', 'bosa', 'bono', 'busca', 'cona', 'faeto', 'gallo', 'leni',
  'malo', 'mango', 'manta', 'mori', 'nomi', 'ossi', 'pizzo', 'rapino', 'ronco', 'scena', 'stilo', 'teti', 'villa',
  'centro', 'piano', 'monte', 'borgo', 'castello', 'torre', 'porto', 'marina', 'riva', 'valle', 'pieve', 'bagno',
];

/** Words before a name that show it is a person, not a place ("mi chiamo Paola", "grazie, Marta"). */
export const PERSON_CONTEXT: readonly string[] = [
  'chiamo', 'chiama', 'chiamano', 'sig', 'signor', 'signora', 'signore', 'sigra', 'dott', 'dottor', 'dottoressa',
  'grazie', 'saluti', 'saluto', 'cordiali', 'cordialmente', 'firmato', 'figlia', 'figlio', 'moglie', 'marito',
  'mamma', 'madre', 'padre', 'papa', 'nonna', 'nonno', 'amica', 'amico', 'sono',
];

/** Words before a name that make it a street ("via Roma 3"), not the comune. */
export const STREET_WORDS: readonly string[] = [
  'via', 'viale', 'corso', 'piazza', 'piazzale', 'largo', 'vicolo', 'strada', 'lungomare', 'lungotevere', 'calle',
  'salita', 'traversa', 'stazione',
];

/** Short and alternative forms → the ISTAT name (with the province code where the name is shared). */
export const ALIASES: Readonly<Record<string, string>> = {
  'reggio emilia': "Reggio nell'Emilia",
  'reggio nell emilia': "Reggio nell'Emilia",
  'reggio calabria': 'Reggio di Calabria',
  'reggio': "Reggio nell'Emilia",
  'bozen': 'Bolzano',
  'meran': 'Merano',
  'brixen': 'Bressanone',
  'bruneck': 'Brunico',
  'sterzing': 'Vipiteno',
  'aoste': 'Aosta',
  'aquila': "L'Aquila",
  'spezia': 'La Spezia',
  'san remo': 'Sanremo',
  'vibo': 'Vibo Valentia',
  'lamezia': 'Lamezia Terme',
  'castellammare': 'Castellammare di Stabia',
  'cava dei tirreni': "Cava de' Tirreni",
  'cava': "Cava de' Tirreni",
  'ascoli': 'Ascoli Piceno',
  'san benedetto': 'San Benedetto del Tronto',
  'civitanova': 'Civitanova Marche',
  'busto': 'Busto Arsizio',
  'cinisello': 'Cinisello Balsamo',
  'cologno': 'Cologno Monzese',
  'sesto': 'Sesto San Giovanni',
  'bassano': 'Bassano del Grappa',
  'giugliano': 'Giugliano in Campania',
  'gravina': 'Gravina in Puglia',
  'barcellona': 'Barcellona Pozzo di Gotto',
  'mazara': 'Mazara del Vallo',
  'quartu': "Quartu Sant'Elena",
  'guidonia': 'Guidonia Montecelio',
  'venaria': 'Venaria Reale',
  'settimo': 'Settimo Torinese',
  'novi': 'Novi Ligure',
  'casale': 'Casale Monferrato',
  'montecatini': 'Montecatini-Terme',
  'montecatini terme': 'Montecatini-Terme',
  'salsomaggiore': 'Salsomaggiore Terme',
  'abano': 'Abano Terme',
  'chianciano': 'Chianciano Terme',
  'corigliano': 'Corigliano-Rossano',
  'rossano': 'Corigliano-Rossano',
  'bellaria': 'Bellaria-Igea Marina',
  'igea marina': 'Bellaria-Igea Marina',
  'jesolo lido': 'Jesolo',
  'citta di castello': 'Città di Castello',
  'porto sant elpidio': "Porto Sant'Elpidio",
  'riva': 'Riva del Garda',
  'desenzano': 'Desenzano del Garda',
  'peschiera': 'Peschiera del Garda',
  'san dona': 'San Donà di Piave',
  'portogruaro': 'Portogruaro',
  'castelfranco': 'Castelfranco Veneto',
  'san giuliano': 'San Giuliano Milanese',
  'san lazzaro': 'San Lazzaro di Savena',
  'casalecchio': 'Casalecchio di Reno',
  'sesto fiorentino': 'Sesto Fiorentino',
  'torre del greco': 'Torre del Greco',
  'pomigliano': "Pomigliano d'Arco",
  'marano': 'Marano di Napoli',
  'nocera': 'Nocera Inferiore',
  'martina': 'Martina Franca',
  'gioia': 'Gioia del Colle',
  'vittorio': 'Vittorio Veneto',
  'montebelluna': 'Montebelluna',
  'sanlazzaro': 'San Lazzaro di Savena',
  'cervinia': 'Valtournenche',
  'pesaro urbino': 'Pesaro',
  'santa margherita': 'Santa Margherita Ligure',
  'cortina': "Cortina d'Ampezzo",
  ...OTHER_LANGUAGE_NAMES,
  ...FOREIGN_NAMES,
};

/** Well-known districts, seaside resorts and frazioni → their comune. `strict` ones also need a location word. */
export const DISTRICTS: Readonly<Record<string, string>> = {
  // Roma
  ostia: 'Roma', 'lido di ostia': 'Roma', trastevere: 'Roma', eur: 'Roma', testaccio: 'Roma', parioli: 'Roma',
  monteverde: 'Roma', garbatella: 'Roma', centocelle: 'Roma', pigneto: 'Roma', 'tor pignattara': 'Roma',
  torpignattara: 'Roma', tuscolano: 'Roma', flaminio: 'Roma', montesacro: 'Roma', 'monte sacro': 'Roma',
  primavalle: 'Roma', ostiense: 'Roma', acilia: 'Roma', 'casal palocco': 'Roma', 'monte mario': 'Roma',
  cinecitta: 'Roma', 'san giovanni in laterano': 'Roma', prenestino: 'Roma', appio: 'Roma', 'appio latino': 'Roma',
  'tor bella monaca': 'Roma', 'torre angela': 'Roma', 'casal bertone': 'Roma', 'tor vergata': 'Roma',
  'trionfale': 'Roma', 'boccea': 'Roma', 'balduina': 'Roma', 'talenti': 'Roma', 'bufalotta': 'Roma', 'infernetto': 'Roma',
  // Milano
  brera: 'Milano', navigli: 'Milano', 'citta studi': 'Milano', lambrate: 'Milano', bicocca: 'Milano', niguarda: 'Milano',
  'quarto oggiaro': 'Milano', 'porta romana': 'Milano', 'porta venezia': 'Milano', 'porta genova': 'Milano',
  'porta garibaldi': 'Milano', 'porta nuova': 'Milano', citylife: 'Milano', 'city life': 'Milano', bovisa: 'Milano',
  barona: 'Milano', gratosoglio: 'Milano', lorenteggio: 'Milano', 'san siro': 'Milano', corvetto: 'Milano',
  affori: 'Milano', 'chinatown milano': 'Milano', 'paolo sarpi': 'Milano', nolo: 'Milano', 'piazzale loreto': 'Milano',
  bruzzano: 'Milano', 'santa giulia': 'Milano', rogoredo: 'Milano', 'milano centrale': 'Milano', giambellino: 'Milano',
  'de angeli': 'Milano', gorla: 'Milano', precotto: 'Milano', turro: 'Milano', 'porta ticinese': 'Milano',
  // Napoli
  vomero: 'Napoli', posillipo: 'Napoli', fuorigrotta: 'Napoli', chiaia: 'Napoli', bagnoli: 'Napoli', scampia: 'Napoli',
  secondigliano: 'Napoli', soccavo: 'Napoli', ponticelli: 'Napoli', arenella: 'Napoli', capodimonte: 'Napoli',
  mergellina: 'Napoli', 'san giovanni a teduccio': 'Napoli', 'piazza garibaldi': 'Napoli', 'rione sanita': 'Napoli',
  // Torino
  'san salvario': 'Torino', crocetta: 'Torino', vanchiglia: 'Torino', lingotto: 'Torino', mirafiori: 'Torino',
  'borgo san paolo': 'Torino', 'barriera di milano': 'Torino', 'pozzo strada': 'Torino', cenisia: 'Torino',
  'santa rita': 'Torino', vallette: 'Torino', 'borgo po': 'Torino', 'cit turin': 'Torino', 'porta palazzo': 'Torino',
  // Genova
  sampierdarena: 'Genova', nervi: 'Genova', pegli: 'Genova', 'sestri ponente': 'Genova', voltri: 'Genova', albaro: 'Genova',
  marassi: 'Genova', bolzaneto: 'Genova', pontedecimo: 'Genova', cornigliano: 'Genova', boccadasse: 'Genova',
  sturla: 'Genova', 'quarto dei mille': 'Genova', 'san fruttuoso': 'Genova', staglieno: 'Genova',
  // Venezia
  mestre: 'Venezia', marghera: 'Venezia', 'lido di venezia': 'Venezia', murano: 'Venezia', burano: 'Venezia',
  'favaro veneto': 'Venezia', 'zelarino': 'Venezia', 'chirignago': 'Venezia', 'campalto': 'Venezia',
  // Bologna
  'borgo panigale': 'Bologna', navile: 'Bologna', saragozza: 'Bologna', corticella: 'Bologna', 'san donato bologna': 'Bologna',
  // Firenze
  rifredi: 'Firenze', novoli: 'Firenze', 'campo di marte': 'Firenze', gavinana: 'Firenze', isolotto: 'Firenze',
  careggi: 'Firenze', oltrarno: 'Firenze', 'santo spirito firenze': 'Firenze',
  // Palermo, Catania, Bari, altri
  mondello: 'Palermo', sferracavallo: 'Palermo', ognina: 'Catania', poggiofranco: 'Bari', japigia: 'Bari', palese: 'Bari',
  'bari vecchia': 'Bari', poetto: 'Cagliari', 'milano marittima': 'Cervia', 'marina di ravenna': 'Ravenna',
  'punta marina': 'Ravenna', 'lido di camaiore': 'Camaiore', 'torre del lago': 'Viareggio', 'marina di pisa': 'Pisa',
  tirrenia: 'Pisa', 'marina di massa': 'Massa', 'marina di carrara': 'Carrara', sottomarina: 'Chioggia',
  'lido di jesolo': 'Jesolo', 'lido di classe': 'Ravenna', 'lido di savio': 'Ravenna', 'marina di campo': 'Campo nell\'Elba',
  'lido degli estensi': 'Comacchio', 'porto garibaldi': 'Comacchio', 'lignano': 'Lignano Sabbiadoro',
  'marina di ragusa': 'Ragusa', 'ostia antica': 'Roma', 'torvaianica': 'Pomezia', 'marina di pietrasanta': 'Pietrasanta',
  'forte dei marmi': 'Forte dei Marmi', 'bibione': "San Michele al Tagliamento", 'sestriere': 'Sestriere',
  ...MORE_DISTRICTS,
};

/** Districts that are also ordinary abbreviations or words ("500 eur"): they need a location word before them. */
export const STRICT_DISTRICTS: readonly string[] = ['eur', 'nolo', 'appio', 'talenti', 'nervi', 'palese', 'sturla'];
