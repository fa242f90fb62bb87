/**
 * Well-known quarters, frazioni and resorts the ISTAT list lacks, across Italy (keys folded), and the other
 * official names of the bilingual comuni of South Tyrol and Friuli-Venezia Giulia. Spread into DISTRICTS and
 * ALIASES by place-names.ts; the gazetteer checks every target against the dataset when it is built.
 */

/** Quarters and frazioni → their comune, region by region. */
export const MORE_DISTRICTS: Readonly<Record<string, string>> = {
  // Roma
  'rione monti': 'Roma', esquilino: 'Roma', nomentano: 'Roma', pinciano: 'Roma', aventino: 'Roma', portuense: 'Roma',
  magliana: 'Roma', aurelio: 'Roma', torrevecchia: 'Roma', ottavia: 'Roma', 'la storta': 'Roma', labaro: 'Roma',
  'prima porta': 'Roma', 'tor di quinto': 'Roma', 'vigna clara': 'Roma', 'ponte milvio': 'Roma', tiburtino: 'Roma',
  'casal bruciato': 'Roma', 'ponte mammolo': 'Roma', rebibbia: 'Roma', settecamini: 'Roma',
  'tor sapienza': 'Roma', 'la rustica': 'Roma', 'torre maura': 'Roma', 'torre gaia': 'Roma', quadraro: 'Roma',
  quarticciolo: 'Roma', alessandrino: 'Roma', anagnina: 'Roma', romanina: 'Roma', capannelle: 'Roma',
  'appio claudio': 'Roma', laurentino: 'Roma', spinaceto: 'Roma', 'tor de cenci': 'Roma', mostacciano: 'Roma',
  torrino: 'Roma', mezzocammino: 'Roma', dragona: 'Roma', dragoncello: 'Roma', vitinia: 'Roma', 'casal de pazzi': 'Roma',
  'san paolo fuori le mura': 'Roma', 'porta pia': 'Roma', 'piazza bologna': 'Roma', 'tor tre teste': 'Roma',
  'casalotti': 'Roma', 'castel giubileo': 'Roma', 'fidene': 'Roma', 'serpentara': 'Roma', 'colli aniene': 'Roma',
  // Lazio
  fregene: 'Fiumicino', focene: 'Fiumicino', maccarese: 'Fiumicino', 'isola sacra': 'Fiumicino', lavinio: 'Anzio',
  'lido dei pini': 'Anzio', 'tor san lorenzo': 'Ardea', 'borgo sabotino': 'Latina', 'latina lido': 'Latina',
  'lido di latina': 'Latina', scauri: 'Minturno', 'marina di minturno': 'Minturno', 'santa severa': 'Santa Marinella',
  'marina di cerveteri': 'Cerveteri', 'campo di mare': 'Cerveteri', 'marina di montalto': 'Montalto di Castro',
  'montalto marina': 'Montalto di Castro', 'lido di tarquinia': 'Tarquinia', 'tarquinia lido': 'Tarquinia',
  // Milano e Lombardia
  'porta vittoria': 'Milano', sempione: 'Milano', moscova: 'Milano', casoretto: 'Milano', crescenzago: 'Milano',
  'quarto cagnino': 'Milano', baggio: 'Milano', trenno: 'Milano', gallaratese: 'Milano', qt8: 'Milano', portello: 'Milano',
  dergano: 'Milano', bovisasca: 'Milano', comasina: 'Milano', forlanini: 'Milano',
  calvairate: 'Milano', vigentino: 'Milano', stadera: 'Milano', famagosta: 'Milano', 'bande nere': 'Milano',
  maciachini: 'Milano', cimiano: 'Milano', 'san vittore milano': 'Milano', 'porta magenta': 'Milano', 'isola milano': 'Milano',
  lamarmora: 'Brescia', mompiano: 'Brescia', sanpolino: 'Brescia', folzano: 'Brescia', 'urago mella': 'Brescia',
  'citta alta': 'Bergamo', 'borgo palazzo': 'Bergamo', redona: 'Bergamo', camerlata: 'Como', masnago: 'Varese',
  // Torino, Piemonte, Valle d'Aosta
  'madonna di campagna': 'Torino', 'borgo vittoria': 'Torino', lucento: 'Torino', 'borgo dora': 'Torino',
  'quadrilatero romano': 'Torino', 'regio parco': 'Torino', bertolla: 'Torino', 'madonna del pilone': 'Torino',
  'nizza millefonti': 'Torino', falchera: 'Torino', 'le vallette': 'Torino', 'breuil cervinia': 'Valtournenche',
  champoluc: 'Ayas', entreves: 'Courmayeur', 'prato nevoso': 'Frabosa Sottana', artesina: 'Frabosa Sottana',
  // Genova e Liguria
  'quinto al mare': 'Genova', multedo: 'Genova', oregina: 'Genova', molassana: 'Genova', struppa: 'Genova', borzoli: 'Genova',
  'riva trigoso': 'Sestri Levante', manarola: 'Riomaggiore', corniglia: 'Vernazza', fiascherino: 'Lerici', tellaro: 'Lerici',
  'san terenzo': 'Lerici', 'marinella di sarzana': 'Sarzana', 'bocca di magra': 'Ameglia', fiumaretta: 'Ameglia',
  varigotti: 'Finale Ligure', 'marina di andora': 'Andora', 'arma di taggia': 'Taggia', 'porto maurizio': 'Imperia',
  oneglia: 'Imperia',
  // Venezia, Veneto, Friuli, Trentino
  pellestrina: 'Venezia', torcello: 'Venezia', giudecca: 'Venezia', cannaregio: 'Venezia', dorsoduro: 'Venezia',
  'eraclea mare': 'Eraclea', 'duna verde': 'Caorle', 'porto santa margherita': 'Caorle', 'lignano pineta': 'Lignano Sabbiadoro',
  'lignano riviera': 'Lignano Sabbiadoro', 'rosolina mare': 'Rosolina', albarella: 'Rosolina', 'isola verde': 'Chioggia',
  arcella: 'Padova', guizza: 'Padova', mortise: 'Padova', 'borgo trento': 'Verona', 'borgo roma': 'Verona',
  'borgo venezia': 'Verona', golosine: 'Verona', veronetta: 'Verona', valdonega: 'Verona', 'san michele extra': 'Verona',
  'san martino di castrozza': 'Primiero San Martino di Castrozza', 'madonna di campiglio': 'Pinzolo', campiglio: 'Pinzolo',
  marilleva: 'Mezzana', torbole: 'Nago-Torbole', gardolo: 'Trento', povo: 'Trento', mattarello: 'Trento',
  villazzano: 'Trento', cognola: 'Trento', opicina: 'Trieste', barcola: 'Trieste', basovizza: 'Trieste', servola: 'Trieste',
  roiano: 'Trieste', sistiana: 'Duino Aurisina', duino: 'Duino Aurisina', piancavallo: 'Aviano', 'grado pineta': 'Grado',
  // Emilia-Romagna
  pinarella: 'Cervia', 'gatteo a mare': 'Gatteo', 'san mauro mare': 'San Mauro Pascoli', 'torre pedrera': 'Rimini',
  viserba: 'Rimini', viserbella: 'Rimini', rivabella: 'Rimini', miramare: 'Rimini', rivazzurra: 'Rimini', bellariva: 'Rimini',
  marebello: 'Rimini', portoverde: 'Misano Adriatico', 'lido di spina': 'Comacchio', 'lido delle nazioni': 'Comacchio',
  'lido di pomposa': 'Comacchio', 'lido degli scacchi': 'Comacchio', 'lido di volano': 'Codigoro', 'marina romea': 'Ravenna',
  'casal borsetti': 'Ravenna', 'lido adriano': 'Ravenna', 'lido di dante': 'Ravenna', 'porto corsini': 'Ravenna',
  bolognina: 'Bologna', oltretorrente: 'Parma',
  // Toscana
  avenza: 'Carrara', castiglioncello: 'Rosignano Marittimo', 'rosignano solvay': 'Rosignano Marittimo',
  quercianella: 'Livorno', ardenza: 'Livorno', 'marina di cecina': 'Cecina', 'marina di bibbona': 'Bibbona',
  donoratico: 'Castagneto Carducci', 'marina di castagneto': 'Castagneto Carducci', baratti: 'Piombino', populonia: 'Piombino',
  'punta ala': 'Castiglione della Pescaia', 'marina di grosseto': 'Grosseto', 'principina a mare': 'Grosseto',
  alberese: 'Grosseto', 'porto ercole': 'Monte Argentario', 'porto santo stefano': 'Monte Argentario', talamone: 'Orbetello',
  ansedonia: 'Orbetello', saturnia: 'Manciano', focette: 'Pietrasanta', fiumetto: 'Pietrasanta', tonfano: 'Pietrasanta',
  poveromo: 'Massa', cinquale: 'Montignoso', calambrone: 'Pisa', 'marina di vecchiano': 'Vecchiano', procchio: 'Marciana',
  lacona: 'Capoliveri', 'rio marina': 'Rio', 'rio nell elba': 'Rio', galluzzo: 'Firenze', coverciano: 'Firenze',
  'le cure': 'Firenze', peretola: 'Firenze', brozzi: 'Firenze', legnaia: 'Firenze', 'san frediano': 'Firenze',
  'montecatini alto': 'Montecatini-Terme', figline: 'Figline e Incisa Valdarno', 'barberino val d elsa': 'Barberino Tavarnelle',
  tavarnelle: 'Barberino Tavarnelle', abetone: 'Abetone Cutigliano',
  // Umbria e Marche
  'ponte san giovanni': 'Perugia', fontivegge: 'Perugia', 'madonna alta': 'Perugia', 'ponte felcino': 'Perugia',
  ellera: 'Corciano', 'santa maria degli angeli': 'Assisi', rivotorto: 'Assisi', 'san feliciano': 'Magione', marmore: 'Terni',
  collemarino: 'Ancona', portonovo: 'Ancona', marcelli: 'Numana', 'lido di fermo': 'Fermo', 'marina palmense': 'Fermo',
  'lido tre archi': 'Fermo', 'marina di altidona': 'Altidona', 'torrette di fano': 'Fano', marotta: 'Mondolfo',
  'porto potenza picena': 'Potenza Picena', 'porto d ascoli': 'San Benedetto del Tronto', centobuchi: 'Monteprandone',
  'marina di montemarciano': 'Montemarciano', 'civitanova alta': 'Civitanova Marche',
  // Abruzzo
  'marina di vasto': 'Vasto', 'vasto marina': 'Vasto', 'tortoreto lido': 'Tortoreto', 'silvi marina': 'Silvi',
  'fossacesia marina': 'Fossacesia', 'san salvo marina': 'San Salvo', 'campo imperatore': "L'Aquila", coppito: "L'Aquila",
  paganica: "L'Aquila",
  // Napoli e Campania
  chiaiano: 'Napoli', miano: 'Napoli', marianella: 'Napoli', piscinola: 'Napoli',
  'quartieri spagnoli': 'Napoli', forcella: 'Napoli', montesanto: 'Napoli', materdei: 'Napoli', 'colli aminei': 'Napoli',
  'rione alto': 'Napoli', agnano: 'Napoli', coroglio: 'Napoli', marechiaro: 'Napoli', licola: 'Pozzuoli', lucrino: 'Pozzuoli',
  'arco felice': 'Pozzuoli', monterusciello: 'Pozzuoli', miseno: 'Bacoli', 'lago patria': 'Giugliano in Campania',
  varcaturo: 'Giugliano in Campania', 'marina di ascea': 'Ascea', 'marina di camerota': 'Camerota', palinuro: 'Centola',
  acciaroli: 'Pollica', 'santa maria di castellabate': 'Castellabate', paestum: 'Capaccio Paestum',
  'marina del cantone': 'Massa Lubrense', 'ischia porto': 'Ischia',
  // Puglia
  carrassi: 'Bari', madonnella: 'Bari', 'torre a mare': 'Bari', 'carbonara di bari': 'Bari', 'ceglie del campo': 'Bari',
  loseto: 'Bari', 'torre canne': 'Fasano', savelletri: 'Fasano', 'selva di fasano': 'Fasano', egnazia: 'Fasano',
  specchiolla: 'Carovigno', 'torre santa sabina': 'Carovigno', frigole: 'Lecce', 'torre dell orso': 'Melendugno',
  'san foca': 'Melendugno', 'torre lapillo': 'Porto Cesareo', 'punta prosciutto': 'Porto Cesareo',
  'santa maria di leuca': 'Castrignano del Capo', leuca: 'Castrignano del Capo', pescoluse: 'Salve',
  'torre san giovanni': 'Ugento', 'torre vado': 'Morciano di Leuca', 'porto badisco': 'Otranto', 'lido azzurro': 'Taranto',
  talsano: 'Taranto', 'marina di ginosa': 'Ginosa', 'castellaneta marina': 'Castellaneta', 'marina di pulsano': 'Pulsano',
  siponto: 'Manfredonia', 'san menaio': 'Vico del Gargano',
  // Calabria e Basilicata
  'capo vaticano': 'Ricadi', 'le castella': 'Isola di Capo Rizzuto', copanello: 'Stalettì', sibari: "Cassano all'Ionio",
  catona: 'Reggio di Calabria', gallico: 'Reggio di Calabria', pellaro: 'Reggio di Calabria', 'catanzaro lido': 'Catanzaro',
  'lido di catanzaro': 'Catanzaro', nicastro: 'Lamezia Terme', sambiase: 'Lamezia Terme', schiavonea: 'Corigliano-Rossano',
  camigliatello: 'Spezzano della Sila', 'vibo marina': 'Vibo Valentia', metaponto: 'Bernalda', 'marina di pisticci': 'Pisticci',
  // Sicilia
  ortigia: 'Siracusa', 'fontane bianche': 'Siracusa', 'aci trezza': 'Aci Castello', acitrezza: 'Aci Castello',
  cannizzaro: 'Aci Castello', 'san giovanni li cuti': 'Catania', picanello: 'Catania', librino: 'Catania',
  brancaccio: 'Palermo', 'partanna mondello': 'Palermo', politeama: 'Palermo', kalsa: 'Palermo', zisa: 'Palermo',
  ballaro: 'Palermo', 'punta secca': 'Santa Croce Camerina', marzamemi: 'Pachino', mazzaro: 'Taormina', 'san leone': 'Agrigento',
  'villaggio mose': 'Agrigento', 'torre faro': 'Messina', ganzirri: 'Messina', mortelle: 'Messina', tindari: 'Patti',
  selinunte: 'Castelvetrano', 'marinella di selinunte': 'Castelvetrano',
  triscina: 'Castelvetrano', 'lido di noto': 'Noto', 'marina di modica': 'Modica', sampieri: 'Scicli', donnalucata: 'Scicli',
  'ragusa ibla': 'Ragusa', ibla: 'Ragusa', stromboli: 'Lipari', panarea: 'Lipari', filicudi: 'Lipari', alicudi: 'Lipari',
  linosa: 'Lampedusa e Linosa',
  // Sardegna
  pirri: 'Cagliari', 'is mirrionis': 'Cagliari', stampace: 'Cagliari', 'porto cervo': 'Arzachena', 'baja sardinia': 'Arzachena',
  cannigione: 'Arzachena', 'porto rotondo': 'Olbia', pittulongu: 'Olbia', 'porto san paolo': 'Loiri Porto San Paolo',
  'cala gonone': 'Dorgali', 'santa margherita di pula': 'Pula', 'costa rei': 'Muravera', 'porto pino': "Sant'Anna Arresi",
  caprera: 'La Maddalena', fertilia: 'Alghero', platamona: 'Sassari', torregrande: 'Oristano', 'putzu idu': 'San Vero Milis',
  'bosa marina': 'Bosa', arbatax: 'Tortolì', 'santa maria navarrese': 'Baunei', 'capo testa': 'Santa Teresa Gallura',
};

/** The German and Slovene names of bilingual comuni (South Tyrol, Trieste, Gorizia) → the ISTAT name. */
export const OTHER_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  eppan: 'Appiano sulla strada del vino', 'eppan an der weinstrasse': 'Appiano sulla strada del vino',
  kaltern: 'Caldaro sulla strada del vino', leifers: 'Laives', klausen: 'Chiusa', schlanders: 'Silandro', mals: 'Malles Venosta',
  latsch: 'Laces', naturns: 'Naturno', schenna: 'Scena', 'dorf tirol': 'Tirolo', algund: 'Lagundo', partschins: 'Parcines',
  marling: 'Marlengo', tscherms: 'Cermes', tisens: 'Tesimo', nals: 'Nalles', terlan: 'Terlano', jenesien: 'San Genesio Atesino',
  ritten: 'Renon', sarntal: 'Sarentino', kastelruth: 'Castelrotto', 'st ulrich': 'Ortisei', 'sankt ulrich': 'Ortisei',
  'st ulrich in groden': 'Ortisei', 'st christina': 'Santa Cristina Valgardena', 'sankt christina': 'Santa Cristina Valgardena',
  wolkenstein: 'Selva di Val Gardena', 'wolkenstein in groden': 'Selva di Val Gardena', abtei: 'Badia', enneberg: 'Marebbe',
  olang: 'Valdaora', toblach: 'Dobbiaco', innichen: 'San Candido', sexten: 'Sesto', niederdorf: 'Villabassa', prags: 'Braies',
  'sand in taufers': 'Campo Tures', ahrntal: 'Valle Aurina', 'rasen antholz': 'Rasun-Anterselva', kiens: 'Chienes',
  'st lorenzen': 'San Lorenzo di Sebato', vintl: 'Vandoies', muhlbach: 'Rio di Pusteria', vahrn: 'Varna',
  feldthurns: 'Velturno', villnoss: 'Funes', lajen: 'Laion', barbian: 'Barbiano', villanders: 'Villandro',
  'vols am schlern': 'Fiè allo Sciliar', welschnofen: 'Nova Levante', deutschnofen: 'Nova Ponente', aldein: 'Aldino',
  neumarkt: 'Egna', tramin: 'Termeno sulla strada del vino', kurtatsch: 'Cortaccia sulla strada del vino',
  salurn: 'Salorno', branzoll: 'Bronzolo', pfatten: 'Vadena', andrian: 'Andriano', molten: 'Meltina',
  hafling: 'Avelengo', 'st leonhard in passeier': 'San Leonardo in Passiria', 'st martin in passeier': 'San Martino in Passiria',
  schnals: 'Senales', 'prad am stilfserjoch': 'Prato allo Stelvio', glurns: 'Glorenza', schluderns: 'Sluderno', ulten: 'Ultimo',
  franzensfeste: 'Fortezza', ratschings: 'Racines', pfitsch: 'Val di Vizze', brenner: 'Brennero', terenten: 'Terento',
  pfalzen: 'Falzes', gsies: 'Valle di Casies', gargazon: 'Gargazzone', rodeneck: 'Rodengo', lusen: 'Luson',
  trst: 'Trieste', triest: 'Trieste', gorica: 'Gorizia', bresa: 'Brescia',
};

/** English, German and French names of the big cities («a flat in Rome», «in Mailand»). */
export const FOREIGN_NAMES: Readonly<Record<string, string>> = {
  rome: 'Roma', milan: 'Milano', mailand: 'Milano', turin: 'Torino', florence: 'Firenze', florenz: 'Firenze',
  venice: 'Venezia', venedig: 'Venezia', venise: 'Venezia', naples: 'Napoli', neapel: 'Napoli', genoa: 'Genova',
  genua: 'Genova', padua: 'Padova', mantua: 'Mantova', syracuse: 'Siracusa', trient: 'Trento', leghorn: 'Livorno',
};
