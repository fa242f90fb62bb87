import { isbot } from 'isbot';

/**
 * Crawlers, monitors, headless browsers, HTTP libraries and link previewers, as the maintained `isbot`
 * list knows them. An empty user agent counts as a bot too: every real browser sends one. The API counts
 * no view of theirs, and the public site's server does not even report them (search engines crawl every
 * landing page).
 */
export function isBot(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}
