import { apiBusinessPreferencesMessages } from '@trovapro/copy';
import { moneyToCents, parseItalianAmount, type BusinessPreferences, type Money, type UpdateBusinessPreferencesBody } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { optionalPhone } from '../../lib/fields.ts';
import { findComuni, findPreferencesRow, toComuneOption, toPreferencesSummary, type PreferencesRow } from '../businesses/businesses.service.ts';
import { normalizeBilling } from '../checkout/checkout.service.ts';
import { savePreferences } from './business-preferences.repository.ts';

/**
 * The «Preferenze» of the business area (issue 33): which leads the signed-in business wants to be offered (the rule
 * that applies them is features/businesses/business-preferences.ts), pause and resume, contacts and billing data.
 */

/** The pauses a business made itself (its area, its stop link): it may lift them; the admin's it may not. */
const OWN_PAUSES: ReadonlySet<string> = new Set(['area', 'unsubscribed']);
/** numeric(10, 2). */
const MAX_AMOUNT_CENTS = 99_999_999_99;

const canResume = (row: PreferencesRow) => !row.is_active && row.approval === 'approved' && OWN_PAUSES.has(row.paused_reason ?? '');

async function toBusinessPreferences(db: Db, row: PreferencesRow): Promise<BusinessPreferences> {
  const [seat] = row.istat_code === null ? [] : await findComuni(db, [row.istat_code]);
  return {
    ...(await toPreferencesSummary(db, row)),
    seat: { comune: seat === undefined ? null : toComuneOption(seat), provinceCode: row.province_code, region: row.region },
    canPause: row.is_active,
    canResume: canResume(row),
    email: row.email,
    phone: row.phone,
    website: row.website,
    billing: row.billing,
  };
}

/** `GET /api/business/area/preferences`. */
export async function getBusinessPreferences(db: Db, businessId: string, now: Date = new Date()): Promise<BusinessPreferences> {
  const row = await findPreferencesRow(db, businessId, now);
  if (row === undefined) throw notFound();
  return toBusinessPreferences(db, row);
}

/** An amount as typed («22,5»): blank → null (no limit), else money > 0, or 400 naming the field. */
export function limitAmount(input: string | null, field: string): Money | null {
  const text = input?.trim() ?? '';
  if (text === '') return null;
  const parsed = parseItalianAmount(text);
  if (!parsed.ok) {
    throw invalidField(
      field,
      parsed.reason === 'ambiguous' ? apiBusinessPreferencesMessages.ambiguousAmount : apiBusinessPreferencesMessages.invalidAmount,
    );
  }
  const cents = moneyToCents(parsed.money);
  if (cents === 0) throw invalidField(field, apiBusinessPreferencesMessages.amountZero);
  if (cents > MAX_AMOUNT_CENTS) throw invalidField(field, apiBusinessPreferencesMessages.amountTooHigh);
  return parsed.money;
}

function website(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (!/^https?:\/\/\S+$/i.test(text)) throw invalidField('website', apiBusinessPreferencesMessages.invalidWebsite);
  return text;
}

/**
 * `PUT /api/business/area/preferences`: every field checked (400 naming it) before anything is written; the row
 * locked while the pause is decided, so an admin's pause in between wins. Pausing: offers stop (`paused_reason`
 * `area`); resuming lifts only a pause of the business's own (409 for the admin's).
 */
export async function updateBusinessPreferences(
  db: Db,
  businessId: string,
  body: UpdateBusinessPreferencesBody,
  now: Date = new Date(),
): Promise<BusinessPreferences> {
  const categories = [...new Set(body.categories)];
  if (categories.length === 0) throw invalidField('categories', apiBusinessPreferencesMessages.categoriesRequired);
  const comuni = body.reach === 'comuni' ? [...new Set(body.comuni)] : [];
  if (body.reach === 'comuni') {
    if (comuni.length === 0) throw invalidField('comuni', apiBusinessPreferencesMessages.comuniRequired);
    if ((await findComuni(db, comuni)).length !== comuni.length) throw invalidField('comuni', apiBusinessPreferencesMessages.unknownComune);
  }
  const maxPrice = limitAmount(body.maxPrice, 'maxPrice');
  const weeklyCap = limitAmount(body.weeklyCap, 'weeklyCap');
  const phone = optionalPhone(body.phone, 'phone');
  const site = website(body.website);
  const billing = body.billing === null ? null : normalizeBilling(body.billing);

  const row = await db.transaction().execute(async (trx) => {
    const current = await findPreferencesRow(trx, businessId, now, { lock: true });
    if (current === undefined) throw notFound();
    const seatKnown =
      body.reach === 'comune'
        ? current.istat_code !== null
        : body.reach === 'province'
          ? current.province_code !== null
          : body.reach === 'region'
            ? current.region !== null
            : true;
    if (!seatKnown) throw invalidField('reach', apiBusinessPreferencesMessages.noSeat);
    let pause: boolean | undefined;
    if (body.paused && current.is_active) pause = true;
    if (!body.paused && !current.is_active) {
      if (!canResume(current)) throw new AppError('paused_by_admin', apiBusinessPreferencesMessages.pausedByAdmin, { field: 'paused' });
      pause = false;
    }
    await savePreferences(trx, businessId, { categories, reach: body.reach, comuni, maxPrice, weeklyCap, phone, website: site, billing, pause });
    return findPreferencesRow(trx, businessId, now);
  });
  if (row === undefined) throw notFound();
  return toBusinessPreferences(db, row);
}
