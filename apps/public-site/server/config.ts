import { parseFrontendServerConfig, type FrontendServerConfig } from '@trovapro/frontend-server';

/** The only reader of the environment for the public-site server. */
export const config: FrontendServerConfig = parseFrontendServerConfig(process.env, { port: 3000 });

/**
 * The trusted proxy's header with the visitor's country (`COUNTRY_HEADER`, as the API reads it): forwarded
 * with the page views of server-rendered pages, so their visits get a country like the SPA's beacons.
 */
export const countryHeader: string = parseCountryHeader(process.env.COUNTRY_HEADER);

export function parseCountryHeader(value: string | undefined): string {
  const header = (value?.trim() || 'cf-ipcountry').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(header)) throw new Error(`COUNTRY_HEADER must be an HTTP header name (got "${header}")`);
  return header;
}
