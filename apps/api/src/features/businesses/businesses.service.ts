import { apiAdminMessages, apiPartnerMessages } from '@trovapro/copy';
import {
  PAGE_SIZES,
  pageOffset,
  RECEIVED_LEADS_SHOWN,
  totalPages,
  type AdminBusinessDetail,
  type AdminBusinessList,
  type AdminBusinessListQuery,
  type Business,
  type BusinessSummary,
  type CreateBusinessBody,
  type ReceivedLead,
  type UpdateBusinessBody,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { optionalPhone, optionalText, requiredLine } from '../../lib/fields.ts';
import { latestAcceptanceOf } from '../business-terms/business-terms.service.ts';
import {
  countReceivedAndBought,
  findBusinessDetailRow,
  insertBusiness,
  listBusinessRows,
  listReceivedLeadRows,
  updateBusiness,
  type BusinessChanges,
  type BusinessFields,
  type BusinessTotals,
  type BusinessViewRow,
  type ReceivedLeadRow,
} from './businesses.repository.ts';
import { businessPreferencesSummary } from './business-preferences.ts';
import { resolveServiceArea } from './service-area.ts';
import { partnerGuarantee } from '../guarantee/guarantee.service.ts';

/** Active businesses (the overview's card). */
export { countActiveBusinesses } from './businesses.repository.ts';

export function toBusiness(row: BusinessViewRow): Business {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    location: row.location,
    website: row.website,
    isActive: row.is_active,
    totalPurchases: row.total_purchases,
    totalSpent: row.total_spent,
    approval: row.approval,
    pausedReason: row.is_active ? null : row.paused_reason,
    pausedAt: row.is_active ? null : (row.paused_at?.toISOString() ?? null),
    vatNumber: row.vat_number,
    serviceReach: row.service_reach,
    billing: row.billing,
    createdAt: row.created_at.toISOString(),
  };
}

/** `sum / count` rounded half up to one decimal, without floats: (7, 2) → "3.5", (2, 3) → "0.7"; "0" when count is 0. */
export function averageWithOneDecimal(sum: number, count: number): string {
  if (count === 0) return '0';
  const tenths = Math.floor((sum * 20 + count) / (count * 2));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Product §9's partner cards over every matching business. */
export function businessSummary(totals: BusinessTotals): BusinessSummary {
  return {
    pendingApproval: totals.pending,
    totalBusinesses: totals.total,
    activeBusinesses: totals.active,
    totalRevenue: totals.revenue,
    averagePurchases: averageWithOneDecimal(totals.purchases, totals.total),
  };
}

export async function listBusinesses(db: Db, query: AdminBusinessListQuery): Promise<AdminBusinessList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminBusinesses;
  const search = query.search?.trim() || undefined;
  const { rows, totals } = await listBusinessRows(db, {
    category: query.category,
    approval: query.approval,
    search,
    limit,
    offset: pageOffset(page, limit),
  });
  return {
    businesses: rows.map(toBusiness),
    total: totals.total,
    totalPages: totalPages(totals.total, limit),
    summary: businessSummary(totals),
  };
}

const duplicateEmail = () => conflict('email', apiAdminMessages.duplicateBusinessEmail);
const businessNotFound = () => notFound(apiAdminMessages.businessNotFound);

/**
 * The stored form of the fields present in `body`: trimmed, email lowercased, phone validated and
 * normalised, blanks as null, the area's comune, province and region read from the location.
 */
function normalizeFields(body: UpdateBusinessBody): BusinessChanges {
  const fields: BusinessChanges = {};
  if (body.name !== undefined) fields.name = requiredLine(body.name, 'name');
  if (body.email !== undefined) fields.email = requiredLine(body.email, 'email').toLowerCase();
  if (body.phone !== undefined) fields.phone = optionalPhone(body.phone, 'phone');
  if (body.category !== undefined) fields.category = requiredLine(body.category, 'category');
  if (body.location !== undefined) {
    fields.location = requiredLine(body.location, 'location');
    const area = resolveServiceArea(fields.location);
    fields.istat_code = area.istatCode;
    fields.province_code = area.provinceCode;
    fields.region = area.region;
  }
  if (body.website !== undefined) fields.website = optionalText(body.website);
  if (body.isActive !== undefined) {
    fields.is_active = body.isActive;
    // Paused by the admin now; activated: no reason left (whoever paused it).
    fields.paused = body.isActive ? null : 'admin';
  }
  return fields;
}

export async function createBusiness(db: Db, body: CreateBusinessBody): Promise<Business> {
  const fields = normalizeFields(body) as Omit<BusinessFields, 'is_active'> & Partial<BusinessFields>;
  const row = await insertBusiness(db, {
    name: fields.name,
    email: fields.email,
    phone: fields.phone ?? null,
    category: fields.category,
    location: fields.location,
    istat_code: fields.istat_code,
    province_code: fields.province_code,
    region: fields.region,
    website: fields.website ?? null,
  });
  if (row === undefined) throw duplicateEmail();
  return toBusiness(row);
}

/**
 * `PATCH /api/admin/businesses/:id`. Activating a sign-up that is not approved is refused (409): the
 * database's check (only an approved business is active) backs the rule.
 */
export async function updateBusinessById(db: Db, id: string, body: UpdateBusinessBody): Promise<Business> {
  let row: BusinessViewRow | undefined;
  try {
    row = await updateBusiness(db, id, normalizeFields(body));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    if (isCheckViolation(error)) throw new AppError('invalid_transition', apiPartnerMessages.notApproved, { field: 'isActive' });
    throw error;
  }
  if (row === undefined) throw businessNotFound();
  return toBusiness(row);
}

function toReceivedLead(row: ReceivedLeadRow): ReceivedLead {
  return {
    leadId: row.lead_id,
    category: row.category,
    location: row.municipality !== null && row.province !== null ? { municipality: row.municipality, province: row.province } : null,
    sentAt: row.sent_at.toISOString(),
    purchase:
      row.purchase_id !== null && row.purchase_status !== null && row.purchase_amount !== null && row.purchase_at !== null
        ? { id: row.purchase_id, status: row.purchase_status, amount: row.purchase_amount, at: row.purchase_at.toISOString() }
        : null,
  };
}

/** `GET /api/admin/businesses/:id`: the partner, its counts, and the newest leads it received. */
export async function getBusinessDetail(db: Db, id: string): Promise<AdminBusinessDetail> {
  const row = await findBusinessDetailRow(db, id);
  if (row === undefined) throw businessNotFound();
  const [counts, received, terms, preferences, guarantee] = await Promise.all([
    countReceivedAndBought(db, id),
    listReceivedLeadRows(db, id, RECEIVED_LEADS_SHOWN),
    latestAcceptanceOf(db, id),
    businessPreferencesSummary(db, id),
    partnerGuarantee(db, id),
  ]);
  if (preferences === undefined) throw businessNotFound();
  return {
    business: toBusiness(row),
    receivedCount: counts.received,
    boughtCount: counts.bought,
    received: received.map(toReceivedLead),
    terms,
    preferences,
    reports: guarantee.reports,
    refundRate: guarantee.refundRate,
  };
}

/** Issue 33: the one rule of a business's «Preferenze» (see business-preferences.ts). */
export {
  businessPreferencesSummary,
  findComuni,
  findPreferencesRow,
  toComuneOption,
  toPreferencesSummary,
  preferenceCheckColumns,
  preferenceMismatchesSql,
  preferencesNotMet,
  spentThisWeekSql,
  toPreferenceCheck,
  weekStart,
  weekStartSql,
  type LeadTerms,
  type PreferenceCheckRow,
  type PreferenceComuneRow,
  type PreferencesRow,
} from './business-preferences.ts';
