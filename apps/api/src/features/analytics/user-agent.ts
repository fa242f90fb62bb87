import { apiAnalytics } from '@trovapro/copy';
import UAParser from 'ua-parser-js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

const BROWSER_NAME_MAX = 50;

/** Device type and browser name of a (non-bot) user agent; 'Altro' when the browser is unknown. */
export function describeUserAgent(userAgent: string): { device: DeviceType; browser: string } {
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const device: DeviceType = type === 'tablet' ? 'tablet' : type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop';
  const browser = (result.browser.name ?? apiAnalytics.unknownBrowser).slice(0, BROWSER_NAME_MAX);
  return { device, browser };
}
