import { sql } from 'kysely';
import type { BusinessRow } from './rows.ts';

/**
 * What a business answer needs; money as text ("120.00"), never a float. Shared by the repositories that
 * select businesses (the businesses list, a lead's candidates), so both answer the same shape.
 */
export const BUSINESS_COLUMNS = [
  'businesses.id',
  'businesses.name',
  'businesses.email',
  'businesses.phone',
  'businesses.category',
  'businesses.location',
  'businesses.website',
  'businesses.is_active',
  'businesses.total_purchases',
  sql<string>`businesses.total_spent::text`.as('total_spent'),
  'businesses.approval',
  'businesses.paused_reason',
  'businesses.paused_at',
  'businesses.vat_number',
  'businesses.service_reach',
  'businesses.billing',
  'businesses.created_at',
] as const;

export type BusinessViewRow = Omit<
  BusinessRow,
  'istat_code' | 'province_code' | 'region' | 'updated_at' | 'search_text' | 'categories' | 'service_comuni' | 'max_price' | 'weekly_cap'
>;
