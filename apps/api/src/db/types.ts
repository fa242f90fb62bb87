import type {
  BillingDetails,
  EmailStatus,
  GenerationJobStatus,
  LeadClosedReason,
  LeadStatus,
  PartnerApproval,
  PausedReason,
  ServiceReach,
} from '@trovapro/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AdminsTable {
  id: Generated<string>;
  /** Always lowercase (check constraint). */
  email: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash` */
  password_hash: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  /** SHA-256 of the session id: a leaked table does not leak usable cookies. */
  sid: string;
  /** jsonb: read as an object, written as a JSON string. */
  data: ColumnType<Record<string, unknown>, string, string>;
  expires_at: Timestamp;
}

/** One emailed sign-in link (features/sign-in-links): single use, expiring, only its token's hash kept. */
export interface SignInLinksTable {
  id: Generated<string>;
  /** Whom the link signs in; 'admin' for now (check constraint). */
  purpose: SignInLinkPurpose;
  /** The admin's id for 'admin'. */
  subject_id: string;
  /** SHA-256 (hex) of the 32-byte random token the email carries. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** `sign_in_links.purpose`. */
export type SignInLinkPurpose = 'admin';

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  /** End of the window: counters whose window has passed start again at 1, and are purged. */
  expires_at: Timestamp;
  count: number;
}

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MunicipalitiesTable {
  /** Six digits, e.g. "058091" (Roma). */
  istat_code: string;
  name: string;
  /** Province name ("Pesaro e Urbino"). */
  province: string;
  /** Province sigla ("PU"). */
  province_code: string;
  region: string;
  postal_codes: ColumnType<string[], string[] | undefined, string[]>;
  population: number | null;
}

export interface TemplatesTable {
  id: Generated<string>;
  type: 'email' | 'chat';
  name: string;
  /** Email templates only. */
  subject: string | null;
  content: string;
  /** The `{placeholders}` of subject and content, derived by the server. */
  variables: ColumnType<string[], string[] | undefined, string[]>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VerificationsTable {
  /** Reserved as the id of the lead this verification may become. */
  id: string;
  /** Always lowercase (check constraint). */
  email: string;
  /** HMAC-SHA256 of the code with the server's verification secret (hex). */
  code_hash: string;
  expires_at: Timestamp;
  /** Tries spent on this code (wrong ones; a right one is given back). */
  attempts: Generated<number>;
  verified_at: NullableTimestamp;
  /** Set when a lead was created from it: one verification, one lead. */
  consumed_at: NullableTimestamp;
  /** Set when the chat asked a new code instead (0022): it no longer verifies nor becomes a lead. */
  replaced_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface LeadsTable {
  id: string;
  user_request: string;
  user_email: string;
  user_name: string;
  user_phone: string | null;
  category: string;
  /** numeric(10,2): read as a decimal string ("25.00"), never a float. */
  price: ColumnType<string, string, string>;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  istat_code: string | null;
  landing_page_id: string | null;
  prefilled_service: string | null;
  prefilled_location: string | null;
  landing_context: string | null;
  /** When the lead was first sent to businesses (the checkout's discount clock). */
  sent_at: NullableTimestamp;
  /** When the person agreed to share the request with businesses (null for leads before 0014). */
  privacy_consent_at: NullableTimestamp;
  /** `PRIVACY_NOTICE_VERSION` of the notice they agreed to. */
  privacy_notice_version: string | null;
  /** Set when the personal data (name, email, phone, request) was erased; category, place, price stay. */
  erased_at: NullableTimestamp;
  /** Why and when the lead was closed (0019): set exactly when `status` is `closed`, the terminal state. */
  closed_reason: LeadClosedReason | null;
  closed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Generated (0015): lowercased request, name, email, phone and the phone's digits; trigram-indexed for the admin's search. */
  search_text: ColumnType<string, never, never>;
}

/** What the admin decided about a lead, and when it was created and verified (0015). Sendings, purchases and emails live in their own tables. */
export type StoredLeadEventType = 'created' | 'verified' | 'approved' | 'rejected' | 'restored' | 'price_changed' | 'closed';

export interface LeadEventsTable {
  id: Generated<string>;
  lead_id: string;
  type: StoredLeadEventType;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The admin who decided (null for created/verified, or once that admin is deleted). */
  admin_id: string | null;
  /** price_changed only; numeric(10,2) as a decimal string. */
  from_price: string | null;
  to_price: string | null;
  /** closed only (0019). */
  reason: LeadClosedReason | null;
}

/** One row per daily job and day: the instance whose insert succeeds runs the job (once across instances). */
export interface MaintenanceRunsTable {
  job: string;
  /** YYYY-MM-DD (date; select it as text). */
  day: string;
  started_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  dedupe_key: string;
  purpose: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  attempts: Generated<number>;
  /** When the worker may (re)try; while a worker sends, a lease in the future. */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** Marker → value of what the stored message must not keep (a code, a link's token); null once sent. */
  secrets: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** The lead the message is about (no foreign key: the verification email precedes its lead). */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Extra headers (name → value, may hold secret markers), e.g. List-Unsubscribe (0016). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface BusinessesTable {
  id: Generated<string>;
  name: string;
  /** Always lowercase (check constraint), unique. */
  email: string;
  phone: string | null;
  category: string;
  /** The area as typed ("Zona"). */
  location: string;
  /** The comune `location` was matched to, when it could be (candidate ranking by place). */
  istat_code: string | null;
  /** The province (sigla) and region of `location`: its comune's, or the ones it names alone («PR», «Lombardia»). */
  province_code: ColumnType<string | null, string | null | undefined, string | null>;
  region: ColumnType<string | null, string | null | undefined, string | null>;
  website: string | null;
  is_active: Generated<boolean>;
  total_purchases: Generated<number>;
  /** numeric(12,2): a decimal string. */
  total_spent: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** 0016: a self sign-up is pending until approved; only an approved business can be active. */
  approval: ColumnType<PartnerApproval, PartnerApproval | undefined, PartnerApproval>;
  /** Why it is not active (null while active or not yet approved), and since when. */
  paused_reason: ColumnType<PausedReason | null, PausedReason | null | undefined, PausedReason | null>;
  paused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set at sign-up: the business is a candidate only inside it. */
  service_reach: ColumnType<ServiceReach | null, ServiceReach | null | undefined, ServiceReach | null>;
  /** jsonb BillingDetails of its last purchase. */
  billing: ColumnType<BillingDetails | null, string | null | undefined, string | null>;
  /** 0021, generated: name, email and location folded (`search_fold`: lowercase, no accents) for the partner search. */
  search_text: ColumnType<string, never, never>;
}

export interface PartnerSignupsTable {
  id: string;
  email: string;
  company_name: string;
  phone: string;
  vat_number: string;
  category: string;
  istat_code: string;
  service_reach: ServiceReach;
  /** HMAC of the 4-digit code (see verification-code.ts). */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  privacy_consent_at: Timestamp;
  verified_at: NullableTimestamp;
  /** The business the confirmed sign-up became. */
  business_id: string | null;
  created_at: CreatedAt;
}

/** When each periodic job may run next, across every API instance (0017). */
export interface JobLeasesTable {
  name: string;
  next_run_at: Timestamp;
  last_run_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LandingGenerationJobsTable {
  id: Generated<string>;
  keyword: string;
  province: string;
  is_plural: boolean;
  status: ColumnType<GenerationJobStatus, GenerationJobStatus | undefined, GenerationJobStatus>;
  total: number;
  done: ColumnType<number, number | undefined, number>;
  generated: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  heartbeat_at: NullableTimestamp;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: NullableTimestamp;
}

export interface ReceiptCountersTable {
  year: number;
  last_number: number;
}

export interface ReceiptsTable {
  id: Generated<string>;
  purchase_id: string;
  /** Rome's calendar year of the payment, and the receipt's number in it (1, 2, … without gaps). */
  year: number;
  number: number;
  issued_at: CreatedAt;
  /** SHA-256 of the receipt link's token. */
  token_hash: string;
  /** jsonb copy of the seller's details when issued. */
  seller: ColumnType<ReceiptSeller, string, string>;
  buyer_name: string;
  buyer_email: string;
  billing: ColumnType<BillingDetails | null, string | null, string | null>;
  /** numeric as decimal strings. */
  net: string;
  vat_rate: string;
  vat: string;
  total: string;
}

export interface ReceiptSeller {
  name: string;
  vatNumber: string;
  address: string;
  email: string;
}

export interface LeadDeliveriesTable {
  lead_id: string;
  business_id: string;
  sent_at: CreatedAt;
  /** SHA-256 (hex) of the purchase link's token of this lead and business; null for deliveries before it. */
  token_hash: string | null;
}

export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface PurchasesTable {
  id: Generated<string>;
  lead_id: string;
  /** The invited business the purchase link named (null only for purchases made before links had tokens). At most one paid purchase per lead and business. */
  business_id: string | null;
  /** Where the contacts go, as typed at checkout; always lowercase (check constraint). */
  business_email: string;
  business_name: string;
  /** numeric(10,2): the server's price at purchase time, after any discount. */
  amount: ColumnType<string, string, string>;
  currency: Generated<string>;
  status: ColumnType<PurchaseStatus, PurchaseStatus | undefined, PurchaseStatus>;
  payment_provider: 'stripe' | 'test-gateway';
  payment_intent_id: string;
  failure_reason: string | null;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  /** jsonb BillingDetails as typed at the purchase (0016; null before). */
  billing: ColumnType<BillingDetails | null, string | null | undefined, string | null>;
}

export interface LandingPagesTable {
  id: Generated<string>;
  /** As typed at generation (trimmed, single spaces). */
  keyword: string;
  /** `keyword` lowercased: with the comune, the page's identity (unique). */
  keyword_normalized: string;
  istat_code: string;
  municipality_name: string;
  province: string;
  slug: string;
  title: string;
  meta_description: string;
  /** HTML sanitized with the product §5 landing allowlist. */
  content: string;
  is_plural: Generated<boolean>;
  is_published: Generated<boolean>;
  view_count: Generated<number>;
  /** Kept by a trigger on leads (a lead carrying this page's id). */
  lead_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One row per Europe/Rome day: the secret mixed into that day's visitor ids (deleted after 48 h). */
export interface AnalyticsSaltsTable {
  /** YYYY-MM-DD (date; select it as text). */
  day: string;
  salt: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One visit: the page views of one visitor id with no gap over 30 minutes. */
export interface AnalyticsSessionsTable {
  id: Generated<string>;
  /** Truncated SHA-256 of the day's salt, the client address and the user agent: never an IP. */
  visitor_hash: string;
  /** The Europe/Rome day (date; select it as text). */
  day: string;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  page_views: Generated<number>;
  /** utm source, the referrer's host, or 'Diretto'. */
  source: string;
  device: 'desktop' | 'mobile' | 'tablet';
  browser: string;
  /** ISO 3166 alpha-2, or null when unknown. */
  country: string | null;
}

/** Figures of a closed day per dimension ('total', 'source', 'device', 'browser', 'country', 'path') and value. */
export interface AnalyticsDailyRollupsTable {
  day: string;
  dimension: string;
  /** '' for the total and the unknown country. */
  value: string;
  visits: number;
  visitors: number;
  page_views: number;
  bounced_visits: number;
}

/** Closed days whose rollups are written. */
export interface AnalyticsRolledUpDaysTable {
  day: string;
  rolled_up_at: CreatedAt;
}

export interface PageViewsTable {
  id: Generated<string>;
  session_id: string;
  day: string;
  ts: Timestamp;
  path: string;
}

export interface BlogPostsTable {
  id: Generated<string>;
  title: string;
  slug: string;
  excerpt: string;
  /** HTML sanitized with the article allowlist on save. */
  content: string;
  meta_description: string;
  featured_image: string | null;
  category_tags: string[];
  call_to_action: string;
  status: 'draft' | 'published';
  view_count: Generated<number>;
  lead_count: Generated<number>;
  /** Set at the first publication, never cleared. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A visitor id (daily salted hash, never an address) that counted a view of a post on a Europe/Rome day. */
export interface BlogPostViewsTable {
  post_id: string;
  day: string;
  visitor_hash: string;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  app_secrets: AppSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  sign_in_links: SignInLinksTable;
  municipalities: MunicipalitiesTable;
  templates: TemplatesTable;
  verifications: VerificationsTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  email_outbox: EmailOutboxTable;
  businesses: BusinessesTable;
  lead_deliveries: LeadDeliveriesTable;
  partner_signups: PartnerSignupsTable;
  receipt_counters: ReceiptCountersTable;
  job_leases: JobLeasesTable;
  landing_generation_jobs: LandingGenerationJobsTable;
  receipts: ReceiptsTable;
  purchases: PurchasesTable;
  landing_pages: LandingPagesTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_sessions: AnalyticsSessionsTable;
  page_views: PageViewsTable;
  analytics_daily_rollups: AnalyticsDailyRollupsTable;
  analytics_rolled_up_days: AnalyticsRolledUpDaysTable;
  blog_posts: BlogPostsTable;
  blog_post_views: BlogPostViewsTable;
  maintenance_runs: MaintenanceRunsTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type NewAdminRow = Insertable<AdminsTable>;
export type AdminRowUpdate = Updateable<AdminsTable>;
export type SignInLinkRow = Selectable<SignInLinksTable>;
export type MunicipalityRow = Selectable<MunicipalitiesTable>;
export type NewMunicipalityRow = Insertable<MunicipalitiesTable>;
export type TemplateRow = Selectable<TemplatesTable>;
export type VerificationRow = Selectable<VerificationsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type NewLeadEventRow = Insertable<LeadEventsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusinessRow = Insertable<BusinessesTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type LandingPageRow = Selectable<LandingPagesTable>;
export type NewLandingPageRow = Insertable<LandingPagesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
