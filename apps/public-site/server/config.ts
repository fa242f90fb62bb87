import { parseFrontendServerConfig, type FrontendServerConfig } from '@trovapro/frontend-server';

/** The only reader of the environment for the public-site server. */
export const config: FrontendServerConfig = parseFrontendServerConfig(process.env, { port: 3000 });
