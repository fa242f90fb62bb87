/**
 * The admin console's addresses (issue 30): one route per section, shared by the console's router and every
 * place that links into it (the API's notification emails, the overview's activity list). Page paths only: a
 * full URL adds the console's origin (`ADMIN_CONSOLE_URL`).
 */
export const ADMIN_SECTION_PATHS = {
  overview: '/admin/overview',
  leads: '/admin/leads',
  /** Issue 35: the rules of automatic dispatch, per category. */
  automation: '/admin/automazione',
  businesses: '/admin/businesses',
  analytics: '/admin/analytics',
  templates: '/admin/templates',
  'landing-pages': '/admin/landing-pages',
  'blog-posts': '/admin/blog',
  emails: '/admin/emails',
  invoices: '/admin/invoices',
  reports: '/admin/contestazioni',
  privacy: '/admin/privacy',
  reviews: '/admin/recensioni',
  /** Issue 36: ISTAT's list of comuni, previewed then applied. */
  comuni: '/admin/comuni',
} as const;

/** A section by its key, which is also its former `?tab=` value. */
export type AdminSection = keyof typeof ADMIN_SECTION_PATHS;

/** In the console's display order. */
export const ADMIN_SECTIONS = Object.keys(ADMIN_SECTION_PATHS) as AdminSection[];

export const ADMIN_HOME_SECTION: AdminSection = 'overview';
export const ADMIN_LOGIN_PATH = '/admin/login';
/** The form that asks a one-time sign-in link by email (issue 31). */
export const ADMIN_SIGN_IN_LINK_PATH = '/admin/login/link';
/** The page an emailed sign-in link opens: it redeems the token, which rides in the fragment (`#…`). */
export const ADMIN_SIGN_IN_LINK_OPEN_PATH = '/admin/login/link/open';

/**
 * The emailed link. The token is the fragment, which browsers never send to a server: it stays out of access
 * logs and Referer headers, and a mail scanner's GET of the page cannot spend it (only the page's POST does).
 */
export function adminSignInLinkUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl.replace(/\/+$/, '')}${ADMIN_SIGN_IN_LINK_OPEN_PATH}#${token}`;
}
/**
 * The former single page of the console, whose `?tab=` chose the section. Still answered, so links already sent
 * (emails, bookmarks) land: `/admin/dashboard?tab=leads&lead=…` → `/admin/leads?lead=…`.
 */
export const ADMIN_LEGACY_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_LEGACY_TAB_PARAM = 'tab';

/** Search params of a console page; undefined or empty values are left out. */
export type AdminPageParams = Readonly<Record<string, string | undefined>>;

/** `/admin/leads?lead=…`: a section's page, with the list filters or drawer it should open with. */
export function adminSectionPath(section: AdminSection, params: AdminPageParams = {}): string {
  // Encoded by hand: the domain is built without the DOM's and Node's types, so without URLSearchParams.
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${ADMIN_SECTION_PATHS[section]}?${query}` : ADMIN_SECTION_PATHS[section];
}

/** The same, as a full URL on the console's origin (a trailing slash of `consoleUrl` is ignored). */
export function adminSectionUrl(consoleUrl: string, section: AdminSection, params: AdminPageParams = {}): string {
  return `${consoleUrl.replace(/\/+$/, '')}${adminSectionPath(section, params)}`;
}

/** A former `?tab=` value's section; an unknown or missing one is the overview, as the old page showed. */
export function sectionOfLegacyTab(tab: string | null | undefined): AdminSection {
  return ADMIN_SECTIONS.find((section) => section === tab) ?? ADMIN_HOME_SECTION;
}

/**
 * Where a former dashboard address now lives: its `tab` chooses the section, every other param (filters, the open
 * lead) is kept. `search` is the old address's query, with or without its '?'.
 */
export function legacyDashboardTarget(search: string): string {
  const params: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    if (!(name in params)) params[name] = value;
  }
  const { [ADMIN_LEGACY_TAB_PARAM]: tab, ...kept } = params;
  return adminSectionPath(sectionOfLegacyTab(tab), kept);
}
