import type { KnownCategory } from '@trovapro/domain';

/**
 * The embedded default's demo: partner businesses in every category across several provinces (real
 * comuni) and leads in every status. All addresses are @example.it. Places are matched with the
 * gazetteer, as the API does for a business's area and a lead's request.
 */
export interface DemoBusiness {
  name: string;
  email: string;
  phone: string | null;
  category: KnownCategory;
  location: string;
  website: string | null;
}

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  { name: 'Idraulica Rossi', email: 'info@idraulicarossi.example.it', phone: '+39 02 4567 1234', category: 'Idraulico', location: 'Milano', website: 'https://idraulicarossi.example.it' },
  { name: 'Termoidraulica Bergamasca', email: 'preventivi@termobergamo.example.it', phone: '+39 035 221 876', category: 'Idraulico', location: 'Bergamo (BG)', website: null },
  { name: 'Pronto Idraulico Torino', email: 'torino@prontoidraulico.example.it', phone: '+39 011 765 4321', category: 'Idraulico', location: 'Torino', website: null },
  { name: 'Idraulica Adriatica', email: 'contatti@idraulicaadriatica.example.it', phone: '+39 0721 803 112', category: 'Idraulico', location: 'Fano (Pesaro e Urbino)', website: null },
  { name: 'Elettrotecnica Bianchi', email: 'info@elettrobianchi.example.it', phone: '+39 02 3344 5566', category: 'Elettricista', location: 'Monza (MB)', website: 'https://elettrobianchi.example.it' },
  { name: 'Impianti Elettrici Ferrari', email: 'ferrari.impianti@example.it', phone: '+39 051 644 2290', category: 'Elettricista', location: 'Bologna', website: null },
  { name: 'Luce & Sicurezza Roma', email: 'info@lucesicurezza.example.it', phone: '+39 06 8877 1100', category: 'Elettricista', location: 'Roma', website: null },
  { name: 'Elettricista Esposito', email: 'esposito.elettricista@example.it', phone: '+39 081 552 3344', category: 'Elettricista', location: 'Napoli', website: null },
  { name: 'Colori Romano', email: 'preventivi@coloriromano.example.it', phone: '+39 06 4455 6677', category: 'Imbianchino', location: 'Roma', website: 'https://coloriromano.example.it' },
  { name: 'Pitture Toscane', email: 'info@pitturetoscane.example.it', phone: '+39 055 234 5678', category: 'Imbianchino', location: 'Firenze', website: null },
  { name: 'Imbiancature Colombo', email: 'colombo.imbiancature@example.it', phone: null, category: 'Imbianchino', location: 'Milano', website: null },
  { name: 'Decorazioni Ricci', email: 'ricci.decorazioni@example.it', phone: '+39 049 876 5432', category: 'Imbianchino', location: 'Padova', website: null },
  { name: 'Autofficina Marino', email: 'officina@marino.example.it', phone: '+39 011 223 3445', category: 'Meccanico', location: 'Torino', website: null },
  { name: 'Officina Greco', email: 'greco.officina@example.it', phone: '+39 080 556 7788', category: 'Meccanico', location: 'Bari', website: null },
  { name: 'Meccanica Bruno', email: 'info@meccanicabruno.example.it', phone: '+39 045 812 3456', category: 'Meccanico', location: 'Verona', website: 'https://meccanicabruno.example.it' },
  { name: 'Garage Gallo', email: 'garagegallo@example.it', phone: '+39 035 998 1122', category: 'Meccanico', location: 'Treviglio', website: null },
  { name: 'Pulizie Splendor', email: 'info@splendor.example.it', phone: '+39 02 7788 9900', category: 'Pulizie', location: 'Milano', website: 'https://splendor.example.it' },
  { name: 'Casa Pulita Bologna', email: 'casapulita.bologna@example.it', phone: '+39 051 334 4556', category: 'Pulizie', location: 'Bologna', website: null },
  { name: 'Servizi Pulizia Conti', email: 'conti.pulizie@example.it', phone: null, category: 'Pulizie', location: 'Pesaro (PU)', website: null },
  { name: 'Brillante Napoli', email: 'brillante@example.it', phone: '+39 081 778 8990', category: 'Pulizie', location: 'Napoli', website: null },
  { name: 'Giardini De Luca', email: 'deluca.giardini@example.it', phone: '+39 055 667 7889', category: 'Giardinaggio', location: 'Firenze', website: null },
  { name: 'Verde Costa', email: 'info@verdecosta.example.it', phone: '+39 0721 445 566', category: 'Giardinaggio', location: 'Fano', website: null },
  { name: 'Il Giardiniere Mancini', email: 'mancini.giardiniere@example.it', phone: '+39 049 112 2334', category: 'Giardinaggio', location: 'Padova', website: null },
  { name: 'Potature Lombarde', email: 'potature@lombarde.example.it', phone: '+39 035 443 3221', category: 'Giardinaggio', location: 'Bergamo', website: 'https://potaturelombarde.example.it' },
];

export type DemoLeadStatus = 'pending' | 'approved_pending_companies' | 'rejected' | 'sent';

export interface DemoLead {
  userName: string;
  userEmail: string;
  userPhone: string | null;
  userRequest: string;
  category: KnownCategory;
  /** The comune the request names. */
  comune: string;
  status: DemoLeadStatus;
  /** How long ago the request arrived. */
  hoursAgo: number;
  /** Sent leads: the businesses (by name) that received it; `buyers` those of them that paid. */
  sentTo?: readonly string[];
  buyers?: readonly string[];
}

export const DEMO_LEADS: readonly DemoLead[] = [
  { userName: 'Marco', userEmail: 'marco.verdi@example.it', userPhone: '+39 333 111 2233', userRequest: 'Perdita d’acqua sotto il lavandino della cucina a Milano', category: 'Idraulico', comune: 'Milano', status: 'pending', hoursAgo: 1 },
  { userName: 'Giulia', userEmail: 'giulia.neri@example.it', userPhone: null, userRequest: 'Il quadro elettrico salta quando accendo il forno, abito a Monza', category: 'Elettricista', comune: 'Monza', status: 'pending', hoursAgo: 3 },
  { userName: 'Paolo', userEmail: 'paolo.gentile@example.it', userPhone: '+39 347 222 3344', userRequest: 'Imbiancare un appartamento di 80 mq a Roma', category: 'Imbianchino', comune: 'Roma', status: 'pending', hoursAgo: 5 },
  { userName: 'Sara', userEmail: 'sara.lombardi@example.it', userPhone: null, userRequest: 'Pulizia completa dopo un trasloco a Bologna', category: 'Pulizie', comune: 'Bologna', status: 'pending', hoursAgo: 8 },
  { userName: 'Luca', userEmail: 'luca.moretti@example.it', userPhone: '+39 340 555 6677', userRequest: 'Tagliare la siepe e il prato del giardino a Fano', category: 'Giardinaggio', comune: 'Fano', status: 'pending', hoursAgo: 20 },
  { userName: 'Elena', userEmail: 'elena.barbieri@example.it', userPhone: null, userRequest: 'La macchina fa un rumore strano quando freno, sono a Torino', category: 'Meccanico', comune: 'Torino', status: 'pending', hoursAgo: 26 },
  { userName: 'Andrea', userEmail: 'andrea.fontana@example.it', userPhone: '+39 329 888 9900', userRequest: 'Sostituire lo scaldabagno a Bergamo', category: 'Idraulico', comune: 'Bergamo', status: 'approved_pending_companies', hoursAgo: 30 },
  { userName: 'Chiara', userEmail: 'chiara.santoro@example.it', userPhone: null, userRequest: 'Installare nuove prese e punti luce in soggiorno a Roma', category: 'Elettricista', comune: 'Roma', status: 'approved_pending_companies', hoursAgo: 34 },
  { userName: 'Matteo', userEmail: 'matteo.rinaldi@example.it', userPhone: '+39 338 123 4567', userRequest: 'Tinteggiare la facciata di una villetta a Firenze', category: 'Imbianchino', comune: 'Firenze', status: 'approved_pending_companies', hoursAgo: 40 },
  { userName: 'Francesca', userEmail: 'francesca.caruso@example.it', userPhone: null, userRequest: 'Tagliando e cambio gomme a Verona', category: 'Meccanico', comune: 'Verona', status: 'approved_pending_companies', hoursAgo: 46 },
  { userName: 'Davide', userEmail: 'davide.ferri@example.it', userPhone: null, userRequest: 'Pulizie settimanali di un ufficio a Milano', category: 'Pulizie', comune: 'Milano', status: 'approved_pending_companies', hoursAgo: 50 },
  { userName: 'Anonimo', userEmail: 'prova.spam@example.it', userPhone: null, userRequest: 'asdf prova prova a Napoli', category: 'Pulizie', comune: 'Napoli', status: 'rejected', hoursAgo: 55 },
  { userName: 'Roberto', userEmail: 'roberto.marchi@example.it', userPhone: null, userRequest: 'Cerco lavoro come idraulico a Torino', category: 'Idraulico', comune: 'Torino', status: 'rejected', hoursAgo: 60 },
  { userName: 'Valentina', userEmail: 'valentina.costa@example.it', userPhone: null, userRequest: 'Potare due ulivi in giardino a Padova', category: 'Giardinaggio', comune: 'Padova', status: 'rejected', hoursAgo: 70 },
  { userName: 'Simone', userEmail: 'simone.galli@example.it', userPhone: '+39 346 765 4321', userRequest: 'Rubinetto del bagno che gocciola a Milano', category: 'Idraulico', comune: 'Milano', status: 'sent', hoursAgo: 80, sentTo: ['Idraulica Rossi', 'Termoidraulica Bergamasca'], buyers: ['Idraulica Rossi'] },
  { userName: 'Martina', userEmail: 'martina.villa@example.it', userPhone: null, userRequest: 'Impianto elettrico da rifare in un bilocale a Bologna', category: 'Elettricista', comune: 'Bologna', status: 'sent', hoursAgo: 95, sentTo: ['Impianti Elettrici Ferrari', 'Elettrotecnica Bianchi'], buyers: ['Impianti Elettrici Ferrari'] },
  { userName: 'Stefano', userEmail: 'stefano.longo@example.it', userPhone: null, userRequest: 'Verniciare porte e ringhiere a Padova', category: 'Imbianchino', comune: 'Padova', status: 'sent', hoursAgo: 110, sentTo: ['Decorazioni Ricci', 'Imbiancature Colombo'], buyers: ['Decorazioni Ricci', 'Imbiancature Colombo'] },
  { userName: 'Alessia', userEmail: 'alessia.fabbri@example.it', userPhone: '+39 335 246 8101', userRequest: 'Sostituire la frizione della mia utilitaria a Bari', category: 'Meccanico', comune: 'Bari', status: 'sent', hoursAgo: 125, sentTo: ['Officina Greco'] },
  { userName: 'Giorgio', userEmail: 'giorgio.pellegrini@example.it', userPhone: null, userRequest: 'Sistemare il giardino condominiale a Bergamo', category: 'Giardinaggio', comune: 'Bergamo', status: 'sent', hoursAgo: 140, sentTo: ['Potature Lombarde', 'Il Giardiniere Mancini'], buyers: ['Potature Lombarde'] },
  { userName: 'Federica', userEmail: 'federica.riva@example.it', userPhone: null, userRequest: 'Pulizia vetrate di un negozio a Pesaro', category: 'Pulizie', comune: 'Pesaro', status: 'sent', hoursAgo: 150, sentTo: ['Servizi Pulizia Conti'] },
];
