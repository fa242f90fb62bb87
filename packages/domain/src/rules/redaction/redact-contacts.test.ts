import { describe, expect, it } from 'vitest';
import { comuniPlaces } from '../redaction-corpus/comuni-places.ts';
import { redactContacts } from './redact-contacts.ts';

const HIDDEN = '[contatto nascosto]';
const NAME = '[nome nascosto]';
const ADDRESS = '[indirizzo nascosto]';
const CODE = '[dato nascosto]';
const placeholders = { name: NAME, address: ADDRESS, contact: HIDDEN, identifier: CODE };
const redact = (text: string, customerName?: string) => redactContacts(text, { customerName, placeholders, knownPlaces: comuniPlaces });

describe('redactContacts: contacts', () => {
  it('removes the phone and the email of the reported request', () => {
    expect(redact('Perdita in bagno, chiamatemi al 333 1234567 o scrivete a mario.rossi@example.com')).toBe(
      `Perdita in bagno, chiamatemi al ${HIDDEN} o scrivete a ${HIDDEN}`,
    );
  });

  it.each([
    '3331234567',
    '+39 333 123 4567',
    '0039 333.123.45.67',
    '02 1234567',
    '06-12345678',
    '347/1234567',
    '0721 123456',
    '3 3 3 1 2 3 4 5 6 7',
    '+44 20 7946 0958',
    '333 12345678 9',
    '+39 (0)2 7064 1183',
    '333-412-58-90',
    'tre tre otto, quattro cinque sei, sette otto nove zero',
    'zero due, ventiquattro, sessantuno, ottantotto, quattordici',
    'tre 4 sette 8 8 2 uno nove 0 6',
    'tre-tre-nove 44 71 208',
    'trecentotrentotto 41 22 907',
    'zerocinquequattro sette 83 41 90',
  ])('removes the phone number %s wherever it stands', (phone) => {
    expect(redact(`Il mio numero è ${phone}, grazie.`)).toBe(`Il mio numero è ${HIDDEN}, grazie.`);
  });

  it('takes a shorter run for a phone after a phone word, not after a product word', () => {
    expect(redact('tel 761204 dopo le 18')).toBe(`tel ${HIDDEN} dopo le 18`);
    expect(redact('Matricola caldaia 1234567890, modello Vaillant')).toBe('Matricola caldaia 1234567890, modello Vaillant');
  });

  it.each([
    'mario.rossi@example.com',
    'Mario_Rossi+casa@libero.it',
    'mario.rossi [at] gmail [dot] com',
    'mario.rossi(at)gmail(dot)com',
    'mario chiocciola libero punto it',
    'paola punto rigamonti chiocciola gmail punto com',
    'g b i a n c h i @ gmail . com',
    'mario_rossi@hotmail',
    'dani.carluccio@gmailcom',
    'enrico.gallo at libero',
    'giuliab presso yahoo',
    'mariorossi [chiocciola] gmail [punto] com',
    'https://www.idraulica-rossi.it/contatti',
    'www.rossi.it',
    'idraulicarossi.com',
    't.me/andrea_sabaudia',
    '@mario_rossi_88',
    '@giulia.denitto',
  ])('removes the email, link or handle %s', (contact) => {
    expect(redact(`Scrivetemi: ${contact} per un preventivo`)).toBe(`Scrivetemi: ${HIDDEN} per un preventivo`);
  });

  it('removes a user name after a social network or a mail service, and any word with an underscore', () => {
    expect(redact('scrivimi su ig ale.murgia_ grazie')).toBe(`scrivimi su ig ${HIDDEN} grazie`);
    expect(redact('rispondete su gmail: pino.scalise')).toBe(`rispondete su gmail: ${HIDDEN}`);
    expect(redact('Risposta per mail: annalisa73')).toBe(`Risposta per mail: ${HIDDEN}`);
    expect(redact('telegram marco_88 o messenger')).toBe(`telegram ${HIDDEN} o messenger`);
  });

  it('leaves the punctuation around a link', () => {
    expect(redact('(foto su www.foto-casa.it/album) e https://example.com.')).toBe(`(foto su ${HIDDEN}) e ${HIDDEN}.`);
  });

  it('makes one placeholder of contacts next to each other', () => {
    expect(redact('Contatti: 333 1234567 / 02 1234567, mario@example.it. A presto')).toBe(`Contatti: ${HIDDEN}. A presto`);
  });
});

describe('redactContacts: what stays', () => {
  it.each([
    'Bagno di 8 mq al 2° piano, budget 1.250,00 €, CAP 20100, casa del 1975, dalle 9.30 alle 18, ecc. Rubinetto da 1/2 pollice, 3 prese e 12 faretti.',
    'Opel Corsa 1.3 CDTI del 2011, 210.000 km, cambio olio.',
    'Il 12/03/2026 va bene, dalle 14.30-18.30, pressione 1,5 bar.',
    'Caldaia Vaillant del 2008, codice errore F28; codice A01 sulla stufa. Faretti GU10, cavo FG16OR16.',
    'Devo portare via i mobili il 12 maggio, per via del freddo. In via del tutto eccezionale di domenica.',
    'Il muro è largo 3 metri, la strada sterrata è lunga 500 metri, letto a una piazza e mezza, scala a chiocciola.',
    'Nel corso della settimana, vicino a Piazza Navona. Fiat Punto, Alfa Romeo Giulia, Pozzi Ginori, Leroy Merlin.',
    'Mia madre ha 85 anni, mia figlia ha 4 anni, mio cognato. Sono a Bergamo, sono titolare di un bar.',
    'Zona Don Bosco, Santo Stefano, Sant’Ambrogio, Madonna di Campiglio, San Siro, Santa Margherita Ligure.',
    'Grazie Mille! Grazie Anticipatamente.',
    'Le caldaie sono Ariston e i rubinetti sono Grohe. Devo chiamare Enel per il contatore, abito vicino Roma.',
    'Ho ricevuto una lettera da parte di Enel, appuntamento il 12/03/2026.',
  ])('keeps %s', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('redactContacts: names', () => {
  it.each([
    ['Buongiorno, sono Giulia Bianchi e ho una perdita', `Buongiorno, sono ${NAME} e ho una perdita`],
    ['salve mi chiamo giovanni e ho la caldaia rotta', `salve mi chiamo ${NAME} e ho la caldaia rotta`],
    ['Il mio nome è Valentina Orsini, il cellulare', `Il mio nome è ${NAME}, il cellulare`],
    ['Sn Gabri, ho il frigo rotto', `Sn ${NAME}, ho il frigo rotto`],
    ['Nicolò qui, ho il termostato rotto', `${NAME} qui, ho il termostato rotto`],
    ['Cordiali saluti, Tommasi Andrea', `Cordiali saluti, ${NAME}`],
    ['Mi presento: Giorgio Rota, ho un problema', `Mi presento: ${NAME}, ho un problema`],
  ])('hides a name after a self-introduction or a greeting: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['chiedete di mia moglie Rita', `chiedete di mia moglie ${NAME}`],
    ['intestata a mio padre Giuseppe Dal Bo.', `intestata a mio padre ${NAME}.`],
    ["l'inquilino Kevin Morales segnala una perdita", `l'inquilino ${NAME} segnala una perdita`],
    ['Scrivo a nome di mio suocero, Renato Boldrin, che non usa internet', `Scrivo a nome di mio suocero, ${NAME}, che non usa internet`],
    ['la signora Ruggeri del piano di sopra', `la signora ${NAME} del piano di sopra`],
    ['Amministratore rag. Baraldi', `Amministratore rag. ${NAME}`],
    ['La Dott.ssa Benedetta Ugolini richiede', `La Dott.ssa ${NAME} richiede`],
    ['Fam. Giovanazzi Zandonai', `Fam. ${NAME}`],
    ['Pulizie post trasloco, c/o Bortolussi', `Pulizie post trasloco, c/o ${NAME}`],
    ['citofono Ghiglione-Testa', `citofono ${NAME}`],
    ['le chiavi al bar a nome Trabucchi', `le chiavi al bar a nome ${NAME}`],
    ['sig. rossi, terzo piano', `sig. ${NAME}, terzo piano`],
    ['Citofonare "Rossi" al secondo piano', `Citofonare "${NAME}" al secondo piano`],
    ['il mio vicino Gianni ha le chiavi', `il mio vicino ${NAME} ha le chiavi`],
    ['chiamate Marco al 333 1234567', `chiamate ${NAME} al ${HIDDEN}`],
  ])('hides a name after a relation, a title or a door word: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('hides a name beside a phone number, and a second person joined by «e»', () => {
    expect(redact('Ciamème al 349 8812073, Bepi')).toBe(`Ciamème al ${HIDDEN}, ${NAME}`);
    expect(redact('Sandro 3921550734')).toBe(`${NAME} ${HIDDEN}`);
    expect(redact('via del Rio 3. Fiorella e Ezio. Il cellulare è 3336104477 (di Ezio)', 'Fiorella Marinucci')).toBe(
      `${ADDRESS}. ${NAME} e ${NAME}. Il cellulare è ${HIDDEN} (di ${NAME})`,
    );
  });

  it('hides the customer’s name however the text writes it', () => {
    expect(redact('serve idraulico a Lodi, grazie, rinaldi paolo', 'Paolo Rinaldi')).toBe(`serve idraulico a Lodi, grazie, ${NAME}`);
    expect(redact('URGENTE CITOFONO ZANOLA CHIAMARE SUBITO', 'Roberto Zanola')).toBe(`URGENTE CITOFONO ${NAME} CHIAMARE SUBITO`);
    expect(redact('Perdita in bagno. - Andrea', 'Andrea Conti')).toBe(`Perdita in bagno. - ${NAME}`);
    expect(redact('Buongiorno, Rossella Amato scrive. Serve un idraulico', 'Rossella')).toBe(`Buongiorno, ${NAME} scrive. Serve un idraulico`);
    expect(redact('grazie mille Giovanna B.', 'Giovanna Borella')).toBe(`grazie mille ${NAME}`);
    expect(redact('siamo fuori paese, casale Di Nunzio, Vasto', 'Nicola Di Nunzio')).toBe(`siamo fuori paese, casale ${NAME}, Vasto`);
    expect(redact('ciao ho un problema con la caldaia a milano. marco', 'Marco Bini')).toBe(`ciao ho un problema con la caldaia a milano. ${NAME}`);
  });

  it.each([
    ['Vorrei un colore viola tenue sulla parete', 'Viola Ricci'],
    ['Siete in zona Martina Franca?', 'Martina Russo'],
    ['A casa nostra a Martina Franca serve imbiancare', 'Franca Lippolis'],
    ['Serve elettricista a Paola (CS) per un quadro', 'Paola Ferraro'],
    ['Villetta a Vittoria (RG), potare 6 limoni', 'Vittoria Occhipinti'],
    ['La festa di Santa Lucia, casa da pulire', 'Lucia Bettini'],
    ['Alfa Romeo Giulia del 2019 con la spia accesa', 'Giulia Bianchi'],
    ['Ho una Fiat Punto e una Lancia Ypsilon', 'Lancia Rossi'],
    ['una rosa rampicante e la rosa canina', 'Rosa Pagano'],
  ])('keeps a word of the customer’s name used as an ordinary word: %s', (text, name) => {
    expect(redact(text, name)).toBe(text);
  });
});

describe('redactContacts: addresses', () => {
  it.each([
    ['Abito in via Verdi 12, terzo piano', `Abito in ${ADDRESS}, terzo piano`],
    ['Milano V.le Monza 45/b', `Milano ${ADDRESS}`],
    ['Serve elettricista a Roma, Via Appia Nuova, 412, scala A', `Serve elettricista a Roma, ${ADDRESS}`],
    ['casa a Parma in piazza Garibaldi n. 3.', `casa a Parma in ${ADDRESS}.`],
    ['Indirizzo: corso Vittorio Emanuele II 118 scala B', `Indirizzo: ${ADDRESS}`],
    ['Busto Arsizio, via XX Settembre 9, prato', `Busto Arsizio, ${ADDRESS}, prato`],
    ['loc. Poggio al Vento 21 a Montepulciano', `${ADDRESS} a Montepulciano`],
    ['Chioggia, calle Santa Croce 1021.', `Chioggia, ${ADDRESS}.`],
    ['Treviglio, via dei Mille civico 22.', `Treviglio, ${ADDRESS}.`],
    ['VIA DANTE ALIGHIERI N° 45, PREVENTIVO', `${ADDRESS}, PREVENTIVO`],
    ['a Foggia via lucera 33 me servirebbe un mecanico', `a Foggia ${ADDRESS} me servirebbe un mecanico`],
    ['sono a Savona, abito al 14 di via Paleocapa, chiedete', `sono a Savona, abito ${ADDRESS}, chiedete`],
    ['Abito in Corso Garibaldi al numero 45, secondo piano', `Abito in ${ADDRESS}, secondo piano`],
    ['V. Roma 12, Lecce', `${ADDRESS}, Lecce`],
    ["all'angolo tra via Roma e via Verdi, Torino", `all'angolo tra ${ADDRESS} e ${ADDRESS}, Torino`],
    ['siamo fuori paese, SS 16 km 312, Vasto', `siamo fuori paese, ${ADDRESS}, Vasto`],
    ['Siamo al km 45 della SP 12, casale isolato', `Siamo ${ADDRESS}, casale isolato`],
  ])('hides the street and its number: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('redactContacts: personal codes', () => {
  it.each([
    ['CF PNILSN75M12D612Z.', `CF ${CODE}.`],
    ['il mio codice fiscale: brtlnz68c14c573k.', `il mio codice fiscale: ${CODE}.`],
    ['rimborsate su IT02 L030 6946 1081 0000 0104 731 intestato', `rimborsate su ${CODE} intestato`],
    ['il mio IBAN è IT60X0542811101000000123456.', `il mio IBAN è ${CODE}.`],
    ['il POD è IT001E00012345, contatore', `il POD è ${CODE}, contatore`],
    ['P.IVA 01234567890 ma sono un privato', `P.IVA ${CODE} ma sono un privato`],
    ['targa FG 482 KL e una Panda targata DK394RM.', `targa ${CODE} e una Panda targata ${CODE}.`],
    ['le chiavi sono nella cassetta, codice 4719, portone', `le chiavi sono nella cassetta, codice ${CODE}, portone`],
    ['codice del portone 2A7791, citofono', `codice del portone ${CODE}, citofono`],
    ['sono nata il 12/05/1980 a Bari', `sono nata il ${CODE} a Bari`],
    ['nato a Lecce il 3 marzo 1962, classe 1962', `nato a Lecce il ${CODE}, classe ${CODE}`],
    ['sono del 1974, documento del 08/09/1972', `sono del ${CODE}, documento del ${CODE}`],
  ])('hides %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

/** The rules the second corpus taught, each checked on sentences of its own (not the corpus's). */
describe('redactContacts: a name nobody announced', () => {
  it.each([
    ['Passate quando volete, trovate la Ornella che vi apre', `Passate quando volete, trovate la ${NAME} che vi apre`],
    ['ne sa qualcosa er cugino de Tarantini', `ne sa qualcosa er cugino de ${NAME}`],
    ['il lavoro lo segue Gualtiero Brambilla del piano terra', `il lavoro lo segue ${NAME} del piano terra`],
    ['le chiavi le ha un certo Osvaldo, al bar', `le chiavi le ha un certo ${NAME}, al bar`],
    ['Chi vi apre? Forse la Eleonora del primo piano.', `Chi vi apre? Forse la ${NAME} del primo piano.`],
    ['Fattura a: Bellotti Arianna, grazie', `Fattura a: ${NAME}, grazie`],
  ])('hides a capitalised word that is no place, brand or word inside a sentence: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['Caldaia Immergas Victrix Tera, la lavatrice è una Whirlpool e la mia Yaris non parte: chiedete alla Ornella.', 'Ornella'],
    ['Casa a Sesto Fiorentino, vicino a Lido di Camaiore e a Marina di Carrara, zona Fiera. Le chiavi le ha Tullio Ravagnan.', 'Tullio Ravagnan'],
    ["Si può fare dopo Ferragosto? Prima di Natale siamo via, c'è la Ines. Ho comprato da Leroy Merlin.", 'Ines'],
    ['Vernice color Tortora, modello Hemnes, chiesa di San Giuseppe, stazione Termini; paga il Gregorio.', 'Gregorio'],
    ['Casa al mare a Paola, ne parlava er Settimio. Lavori a Bruno (AT).', 'Settimio'],
  ])('keeps places, brands, models, saints and holidays, not the person beside them: %s', (text, person) => {
    expect(redact(text)).toBe(text.replace(person, NAME));
  });
});

describe('redactContacts: where in the building, and its name', () => {
  it.each([
    ['via Roma 3, scala D, interno 12, Torino', `${ADDRESS}, Torino`],
    ['abito al civico 8 della salita', `abito al ${ADDRESS} della salita`],
    ['Sono nella palazzina C, appartamento 7', `Sono nella ${ADDRESS}`],
    ['Condominio "Il Glicine", caldaia centralizzata', `Condominio "${ADDRESS}", caldaia centralizzata`],
    ['abbiamo la trattoria tipica Da Gigetto in centro', `abbiamo la trattoria tipica ${NAME} in centro`],
  ])('hides a unit or a building named: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['scala a chiocciola, appartamento 3 locali, scala 4 metri, interno 2 bagni; la scala E, interno 9 è la mia', 'scala E, interno 9', ADDRESS],
    ['negozio Leroy Merlin, villa a Lucca, e la villetta Gherardeschi', 'Gherardeschi', NAME],
  ])('keeps what only looks like one: %s', (text, hidden, placeholder) => {
    expect(redact(text)).toBe(text.replace(hidden, placeholder));
  });
});

describe('redactContacts: codes and contacts written otherwise', () => {
  it.each([
    ['il cancello si apre con 5-2-8-1 poi spingere', `il cancello si apre con ${CODE} poi spingere`],
    ['allarme: 4 0 9 2', `allarme: ${CODE}`],
    ['siamo a 45.46421, 9.19003 sulla strada', `siamo a ${ADDRESS} sulla strada`],
    ['ingresso: ///tavolo.lampada.sedia', `ingresso: ${ADDRESS}`],
    ['wifi "CasaVerdi-5G" password Tramonto#77', `wifi "${CODE}" password ${CODE}`],
    ['telaio WVWZZZ1JZXW000001, grazie', `telaio ${CODE}, grazie`],
    ['matricola contatore gas 21CD0098123.', `matricola contatore gas ${CODE}.`],
    ['codice fiscale RSS MRA 80A01 H501 U per la fattura', `codice fiscale ${CODE} per la fattura`],
    ['la targa è di bi tre sei nove effe gi', `la targa è ${CODE}`],
    ['nata il 9 luglio del 58', `nata il ${CODE}`],
    ['nato il 2 marzo del ’61, vive solo', `nato il ${CODE}, vive solo`],
  ])('hides %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['tre tre otto trattino due due uno trattino quattro quattro cinque sei', `${HIDDEN}`],
    ['cell 335 O47 1234', `cell ${HIDDEN}`],
    ['la mail è luca punto verdi trentadue chiocciola gmail punto com', `la mail è ${HIDDEN}`],
    ['mail a. neri 77 @ libero . it', `mail ${HIDDEN}`],
    ['su discord sono ombra_91#3310 o luna#0420', `su discord sono ${HIDDEN} o ${HIDDEN}`],
    ['mail: ivo punto gambarotta chiocciola libero punto it (gambarotta con due t)', `mail: ${HIDDEN} (${NAME} con due t)`],
  ])('hides the contact %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('redactContacts: names in lower case or in capitals', () => {
  it.each([
    ['se non ci sono chiedete a mio cognato ettore', `se non ci sono chiedete a mio cognato ${NAME}`],
    ['buonasera sono marta ferrandi, abito sopra', `buonasera sono ${NAME}, abito sopra`],
    ['ciao mi serve un idraulico a bari grazie. ludovica', `ciao mi serve un idraulico a bari grazie. ${NAME}`],
    ['PERDITA IN CUCINA CHIEDERE DI ARMANDO ZECCHIN PIANO TERRA', `PERDITA IN CUCINA CHIEDERE DI ${NAME} PIANO TERRA`],
    ['sul citofono c’è scritto "BERTI - CALIARI", secondo piano', `sul citofono c’è scritto "${NAME}", secondo piano`],
    ['Il campanello è Scarpellini', `Il campanello è ${NAME}`],
    ['sono Nina (all’anagrafe Giovanna Strazzeri)', `sono ${NAME} (all’anagrafe ${NAME})`],
  ])('hides %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('redactContacts: a text of proper nouns is still read by its capitals', () => {
  it('reads the capitals of a text with lower-case little words, and the customer’s first name wherever it stands', () => {
    expect(redact('Abito in Strada Provinciale 25 n. 18 a Vigevano. Filippo Ghezzi', 'Filippo')).toBe(`Abito in ${ADDRESS} a Vigevano. ${NAME}`);
    expect(redact('Aldo Baraldi\nVia Emilia Ponente 71\n40133 Bologna', 'Aldo')).toBe(`${NAME}\n${ADDRESS}\n40133 Bologna`);
  });

  it('hides a year of birth and the names on a letter box', () => {
    expect(redact('sono nato nel 1958, vivo solo')).toBe(`sono nato nel ${CODE}, vivo solo`);
    expect(redact('Lasciate il preventivo nella buca "Famiglia Trentin - Dal Cin"')).toBe(`Lasciate il preventivo nella buca "${NAME}"`);
  });
});

describe('redactContacts: a place beside a name is capitalised, a house number is short', () => {
  it.each([
    ["al citofono c'è scritto Bianchi-Verdi, terzo piano", `al citofono c'è scritto ${NAME}, terzo piano`],
    ['rimborso su iban it60x0542811101000000123456 intestato a me', `rimborso su iban ${CODE} intestato a me`],
    ['Chiedere di Samuele al numero 0471 22 33 44', `Chiedere di ${NAME} al numero ${HIDDEN}`],
  ])('%s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('redactContacts: a model after its maker', () => {
  it('keeps the words after a brand and its model codes, and a lower-case «e» after a code', () => {
    expect(redact('Caldaia Baxi Duo-tec Compact E, errore E10; il kit Valeo della frizione')).toBe(
      'Caldaia Baxi Duo-tec Compact E, errore E10; il kit Valeo della frizione',
    );
    expect(redact('POD IT001E98765432 e PDR 01234567891234')).toBe(`POD ${CODE} e PDR ${CODE}`);
  });
});
