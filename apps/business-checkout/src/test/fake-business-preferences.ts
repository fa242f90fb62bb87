import type { RouteRequest } from '@trovapro/api-client/testing';
import { parseItalianAmount, type BusinessPreferences, type ComuneOption, type UpdateBusinessPreferencesBody } from '@trovapro/domain';

/**
 * The «Preferenze» routes of the fake business area API (issue 33): the business's preferences as the API answers
 * them, a PUT that keeps what it is sent , and the
 * comuni search over a few comuni.
 */
export const COMUNI: readonly ComuneOption[] = [
  { istatCode: '041013', name: 'Fano', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
  { istatCode: '041044', name: 'Pesaro', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
  { istatCode: '041067', name: 'Urbino', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
  { istatCode: '042002', name: 'Ancona', province: 'Ancona', provinceCode: 'AN', region: 'Marche' },
];

export function defaultPreferences(overrides: Partial<BusinessPreferences> = {}): BusinessPreferences {
  return {
    categories: ['Idraulico'],
    reach: 'province',
    comuni: [],
    maxPrice: null,
    weeklyCap: '100.00',
    spentThisWeek: '40.00',
    weekStartedAt: '2026-03-29T22:00:00.000Z',
    paused: false,
    pausedReason: null,
    seat: { comune: COMUNI[0]!, provinceCode: 'PU', region: 'Marche' },
    canPause: true,
    canResume: false,
    email: 'info@idraulicarossi.it',
    phone: '+39 0721 123456',
    website: null,
    billing: null,
    ...overrides,
  };
}

/** An amount as typed, read as the API reads it (a refusal at a field is scripted with `failNext`). */
function amount(text: string | null): string | null {
  if (text === null || text.trim() === '') return null;
  const parsed = parseItalianAmount(text);
  return parsed.ok ? parsed.money : null;
}

export function updatePreferences(current: BusinessPreferences, request: RouteRequest): BusinessPreferences {
  const body = request.body as UpdateBusinessPreferencesBody;
  const maxPrice = amount(body.maxPrice);
  const weeklyCap = amount(body.weeklyCap);
  return {
    ...current,
    categories: body.categories,
    reach: body.reach,
    comuni: body.comuni.flatMap((code) => COMUNI.find((comune) => comune.istatCode === code) ?? []),
    maxPrice,
    weeklyCap,
    paused: body.paused,
    pausedReason: body.paused ? 'area' : null,
    canPause: !body.paused,
    canResume: body.paused,
    phone: body.phone === '' ? null : body.phone,
    website: body.website === '' ? null : body.website,
  };
}

export function searchComuni(q: string): ComuneOption[] {
  const text = q.trim().toLowerCase();
  return COMUNI.filter((comune) => comune.name.toLowerCase().startsWith(text));
}
