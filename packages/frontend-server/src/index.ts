export { createFrontendServer, type FrontendServerOptions } from './create-frontend-server.ts';
export { listenAndServe, type ListenOptions } from './listen-and-serve.ts';
export type { CspAdditions, FrameAncestors } from './security-headers.ts';
export { parseFrontendServerConfig, serverOptionsFrom, type FrontendServerConfig } from './config.ts';
export { APP_LINKS_META, appLinksMeta, type AppLinks } from './app-links.ts';
export { CompressedText } from './compressed-text.ts';
export type { PagePattern } from './page-routes.ts';
export { REQUEST_ID_HEADER, requestIdHeaders } from './request-id.ts';
export { ICON_CACHE_CONTROL, SITE_ICON_LINKS } from './site-icons.ts';
