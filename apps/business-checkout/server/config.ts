import { parseFrontendServerConfig, type FrontendServerConfig } from '@trovapro/frontend-server';

/** The only reader of the environment for the business-checkout server. */
export const config: FrontendServerConfig = parseFrontendServerConfig(process.env, { port: 3002 });
