export { createFrontendServer, type FrontendServerOptions } from './create-frontend-server.ts';
export { listenAndServe, type ListenOptions } from './listen-and-serve.ts';
export { buildContentSecurityPolicy, type CspAdditions, type FrameAncestors } from './security-headers.ts';
export { parseFrontendServerConfig, type FrontendServerConfig } from './config.ts';
export { APP_LINKS_META, injectAppLinks, type AppLinks } from './app-links.ts';
export { precompress } from './precompress.ts';
export { CompressedText, acceptedEncoding } from './compressed-text.ts';
