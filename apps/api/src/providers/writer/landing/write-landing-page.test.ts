import { describe, expect, it } from 'vitest';
import { getGazetteer, type Comune } from '../../ai/index.ts';
import { sanitizeLandingHtml } from '../../html/sanitize.ts';
import { visibleText } from '../text/html.ts';
import { containment, jaccard, shingles } from '../text/shingles.ts';
import { nearbyComuni } from './nearby.ts';
import type { LandingPageInput } from './page-context.ts';
import { landingContent, landingMetaDescription, writeLandingPage } from './write-landing-page.ts';

const gazetteer = getGazetteer();

function comune(name: string, provinceCode?: string): Comune {
  const found = gazetteer.comuni.find((item) => item.name === name && (provinceCode === undefined || item.provinceCode === provinceCode));
  if (!found) throw new Error(`No comune ${name}`);
  return found;
}

function provinceComuni(province: string): Comune[] {
  return gazetteer.comuni.filter((item) => item.province === province);
}

function input(target: Comune, overrides: Partial<LandingPageInput> = {}): LandingPageInput {
  const sameProvince = provinceComuni(target.province);
  return {
    keyword: 'idraulico',
    isPlural: false,
    comune: target,
    nearby: nearbyComuni(target, sameProvince).map((other) => ({ name: other.name, slug: `idraulico-${other.istatCode}` })),
    figures: { activePartnersInProvince: 0, requestsFromArea: 0 },
    ...overrides,
  };
}

describe('writeLandingPage: title and meta description', () => {
  it('titles follow the hero grammar: il migliore / i migliori, ad before a vowel, else a', () => {
    expect(writeLandingPage(input(comune('Torino'))).title).toBe('Trova il migliore idraulico a Torino');
    expect(writeLandingPage(input(comune('Asti'), { keyword: 'idraulici', isPlural: true })).title).toBe('Trova i migliori idraulici ad Asti');
    expect(writeLandingPage(input(comune('Ancona'), { keyword: 'elettricista' })).title).toBe('Trova il migliore elettricista ad Ancona');
    expect(writeLandingPage(input(comune('Isernia'), { keyword: ' giardinieri ', isPlural: true })).title).toBe(
      'Trova i migliori giardinieri ad Isernia',
    );
    expect(writeLandingPage(input(comune('Milano'), { keyword: 'imbianchini', isPlural: true })).title).toBe('Trova i migliori imbianchini a Milano');
  });

  it('the page carries the same meta description', () => {
    const value = input(comune('Torino'));
    expect(writeLandingPage(value).metaDescription).toBe(landingMetaDescription(value));
  });

  it('meta descriptions are at most 160 characters and name the comune, for every comune of Italy', () => {
    for (const keyword of ['idraulico', 'manutenzione caldaie a condensazione e impianti termici']) {
      for (const item of gazetteer.comuni) {
        const meta = landingMetaDescription({
          keyword,
          isPlural: false,
          comune: item,
          nearby: [],
          figures: { activePartnersInProvince: 0, requestsFromArea: 0 },
        });
        expect(meta.length, item.name).toBeLessThanOrEqual(160);
        expect(meta, item.name).toContain(item.name);
      }
    }
  });
});

describe('writeLandingPage: content', () => {
  it('is built so that the sanitizer leaves it unchanged, for every comune of a province and several keywords', () => {
    for (const keyword of ['idraulico', 'impresa di pulizie', 'traslochi', 'Elettricisti']) {
      for (const item of provinceComuni('Isernia')) {
        const value = input(item, { keyword, figures: { activePartnersInProvince: 4, requestsFromArea: 1200 } });
        const raw = landingContent(value);
        expect(sanitizeLandingHtml(raw)).toBe(raw);
        expect(writeLandingPage(value).content).toBe(raw);
      }
    }
  });

  it('uses the comune’s own facts: population, CAP, province, region', () => {
    const text = visibleText(writeLandingPage(input(comune('Agliè'))).content);
    expect(text).toContain('Agliè');
    expect(text).toContain('2.644');
    expect(text).toContain('10011');
    expect(text).toContain('provincia di Torino');
    expect(text).toContain('Piemonte');
    const torino = visibleText(writeLandingPage(input(comune('Torino'))).content);
    expect(torino).toMatch(/da 10121 a 10156/);
  });

  it('gives size-dependent advice: a village and a big city read differently', () => {
    const village = visibleText(writeLandingPage(input(comune('Moncenisio'))).content);
    const city = visibleText(writeLandingPage(input(comune('Torino'))).content);
    expect(village).toContain('costo della trasferta');
    expect(city).not.toContain('costo della trasferta');
    expect(city).toContain('parte alta della fascia');
  });

  it('lists typical jobs of the keyword’s category with prices, or the generic catalogue', () => {
    const plumber = visibleText(writeLandingPage(input(comune('Torino'), { keyword: 'idraulici', isPlural: true })).content);
    expect(plumber).toMatch(/da \d[\d.]* a \d[\d.]* €/);
    const gardener = visibleText(writeLandingPage(input(comune('Torino'), { keyword: 'giardiniere' })).content);
    expect(gardener).not.toBe(plumber);
    const mover = writeLandingPage(input(comune('Torino'), { keyword: 'traslochi' })).content;
    expect(mover).toContain('data-service="traslochi"');
    expect(visibleText(mover)).toMatch(/€/);
  });

  it('links the nearby comuni of the same keyword, and only through valid slugs', () => {
    const content = writeLandingPage(
      input(comune('Torino'), {
        nearby: [{ name: 'Moncalieri', slug: 'idraulico-moncalieri' }, { name: 'Rivoli', slug: 'javascript:alert(1)' }, { name: 'Collegno' }],
      }),
    ).content;
    expect(content).toContain('<a href="/p/idraulico-moncalieri">');
    expect(content).not.toContain('javascript');
    expect(content).toMatch(/Rivoli/);
    expect(content).toMatch(/Collegno/);
    expect(content.match(/<a /g)).toHaveLength(1);
  });

  it('shows the live figures only when they are not zero', () => {
    const both = visibleText(
      writeLandingPage(input(comune('Torino'), { figures: { activePartnersInProvince: 12, requestsFromArea: 1500 } })).content,
    );
    expect(both).toContain('12 aziende partner attive in provincia di Torino');
    expect(both).toContain('1.500 richieste dalla zona');
    const one = visibleText(writeLandingPage(input(comune('Torino'), { figures: { activePartnersInProvince: 1, requestsFromArea: 0 } })).content);
    expect(one).toContain('1 azienda partner attiva in provincia di Torino');
    expect(one).not.toMatch(/richiest[ae] dalla zona/);
    const none = writeLandingPage(input(comune('Torino'))).content;
    expect(none).not.toContain('partner attiv');
    expect(none).not.toContain('dalla zona');
    expect(none).not.toContain('landing-numeri');
  });

  it('escapes a hostile keyword and comune name', () => {
    const page = writeLandingPage(
      input({ ...comune('Torino'), name: 'Torino"><img src=x onerror=alert(1)>' }, { keyword: '<script>alert(1)</script>' }),
    );
    expect(page.content).not.toMatch(/<script|<img|onerror="/i);
    expect(page.content).toContain('&lt;script&gt;');
  });

  it('is deterministic for one input and different between comuni', () => {
    const value = input(comune('Ivrea'));
    expect(writeLandingPage(value)).toEqual(writeLandingPage(structuredClone(value)));
    expect(writeLandingPage(input(comune('Ivrea'))).content).not.toBe(writeLandingPage(input(comune('Chivasso'))).content);
  });

  it('two comuni of one province share well under half of their 5-word shingles (every pair of Isernia)', () => {
    const sets = provinceComuni('Isernia').map((item) => shingles(writeLandingPage(input(item)).content));
    const shares: number[] = [];
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        shares.push(jaccard(sets[i]!, sets[j]!));
        expect(containment(sets[i]!, sets[j]!)).toBeLessThan(0.6);
      }
    }
    shares.sort((a, b) => a - b);
    expect(shares[shares.length - 1]).toBeLessThan(0.5);
    expect(shares[Math.floor(shares.length / 2)]).toBeLessThan(0.25);
  });

  it('writes the 312 pages of the province of Torino in well under 2 seconds', () => {
    const inputs = provinceComuni('Torino').map((item) => input(item));
    expect(inputs).toHaveLength(312);
    const started = performance.now();
    for (const value of inputs) writeLandingPage(value);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('nearbyComuni', () => {
  it('picks other comuni of the same province, closest postal codes first, deterministically', () => {
    const torino = provinceComuni('Torino');
    const target = comune('Ivrea');
    const nearby = nearbyComuni(target, [...torino, comune('Milano')]);
    expect(nearby).toHaveLength(6);
    expect(nearby.every((other) => other.province === 'Torino' && other.istatCode !== target.istatCode)).toBe(true);
    expect(nearbyComuni(target, torino.slice().reverse())).toEqual(nearby);
    const distance = (other: Comune) => Math.abs(Number(other.postalCodes[0]) - Number(target.postalCodes[0]));
    expect(Math.max(...nearby.map(distance))).toBeLessThanOrEqual(
      Math.min(...torino.filter((other) => !nearby.includes(other) && other !== target).map(distance)),
    );
  });
});
