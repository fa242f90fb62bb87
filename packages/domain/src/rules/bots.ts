/**
 * Crawlers, monitors, headless browsers, HTTP libraries and link previewers. An empty user agent
 * counts as a bot too: every real browser sends one. The API counts no view of theirs, and the public
 * site's server does not even report them (search engines crawl every landing page).
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b', 'crawl', 'spider', 'slurp', 'scrap', 'fetch', 'archiver', 'validator', 'monitor',
    'headless', 'phantomjs', 'puppeteer', 'playwright', 'selenium', 'webdriver', 'lighthouse', 'pagespeed',
    'pingdom', 'uptime', 'gtmetrix', 'chrome-lighthouse', 'prerender',
    'curl', 'wget', 'python-requests', 'python-urllib', 'aiohttp', 'httpx', 'go-http-client', 'java/',
    'okhttp', 'apache-httpclient', 'node-fetch', 'undici', 'axios', 'got \\(', 'libwww', 'httpie', 'postman',
    'facebookexternalhit', 'embedly', 'quora link preview', 'whatsapp', 'telegram', 'slack', 'discord',
    'skypeuripreview', 'bingpreview', 'mediapartners', 'adsbot', 'feedfetcher', 'google-read-aloud',
  ].join('|'),
  'i',
);

export function isBot(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || BOT_PATTERN.test(userAgent);
}
