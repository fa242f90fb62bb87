import { apiAnalytics } from '@trovapro/copy';
import UAParser from 'ua-parser-js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/**
 * Crawlers, monitors, headless browsers, HTTP libraries and link previewers. An empty user agent
 * counts as a bot too: every real browser sends one.
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

const BROWSER_NAME_MAX = 50;

/** Device type and browser name of a (non-bot) user agent; 'Altro' when the browser is unknown. */
export function describeUserAgent(userAgent: string): { device: DeviceType; browser: string } {
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const device: DeviceType = type === 'tablet' ? 'tablet' : type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop';
  const browser = (result.browser.name ?? apiAnalytics.unknownBrowser).slice(0, BROWSER_NAME_MAX);
  return { device, browser };
}
