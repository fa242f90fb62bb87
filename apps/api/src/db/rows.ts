// Hand-written names for the generated schema types (./types.ts, `pnpm db:types`): the database, the tables the
// app names, and the row shapes it passes around. Notes on columns that the types alone do not tell are here.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  Admins,
  BlogPosts,
  Businesses,
  DB,
  EmailOutbox,
  LandingGenerationJobs,
  LandingPages,
  LeadEvents,
  Leads,
  Municipalities,
  MunicipalityImports,
  Purchases,
  Templates,
  Verifications,
} from './types.ts';

export type {
  InvoiceBuyerCopy,
  InvoiceEventState,
  InvoiceState,
  PurchaseStatus,
  ReceiptSeller,
  SignInLinkPurpose,
  StoredLeadEventType,
} from './column-types.ts';

/** Every table of the public schema. */
export type Database = DB;

/*
 * Notes on columns (the migrations say more):
 * - timestamptz columns read as Date and are written as Date or ISO string; `date` columns (`day`) are selected
 *   as text (`day::text`); numeric columns are decimal strings ("25.00"), never floats.
 * - jsonb columns are read as objects and written as JSON strings (`JSON.stringify`).
 * - Emails (admins, verifications, businesses, purchases.business_email) are always lowercase (check constraints).
 * - admins.password_hash: `scrypt$N$r$p$salt$hash`. sessions.sid: SHA-256 of the session id (a leaked table leaks
 *   no usable cookie). Every `token_hash`: SHA-256 (hex) of a link's token; `code_hash`: HMAC-SHA256 of the code
 *   with the server's verification secret.
 * - verifications.id is reserved as the id of the lead it may become; `consumed_at` is set when a lead was created
 *   from it (one verification, one lead); `replaced_at` (0022) when the chat asked a new code instead.
 * - leads.sent_at: when first sent to businesses (the checkout's discount clock); `closed_reason`/`closed_at`
 *   (0019) are set exactly when `status` is `closed`, the terminal state; `erased_at`: the personal data (name,
 *   email, phone, request) was erased, category, place and price stay; `search_text` (0015) and
 *   businesses.search_text (0021) are generated, folded columns for the admin's searches.
 * - lead_events: `admin_id` is null for created/verified (or once that admin is deleted); `from_price`/`to_price`
 *   for price_changed only; `reason` for closed only.
 * - email_outbox: one job of the engine per message delivers it (0024: the engine retries and takes over);
 *   `attempts`/`last_error` are the message's own; `secrets` maps marker → value of what the stored message must not keep (null once sent); `lead_id`
 *   has no foreign key (the verification email precedes its lead); `headers` (0016) may hold secret markers.
 * - businesses: `istat_code` is the comune `location` was matched to; `province_code`/`region` are its comune's
 *   or the ones it names alone; `approval` (0016): a self sign-up is pending until approved, only an approved
 *   business can be active; `paused_reason` is null while active; `billing`: the BillingDetails of its last purchase.
 * - purchases.business_id: the invited business the purchase link named (null only before links had tokens); at
 *   most one paid purchase per lead and business. `amount`: the server's price at purchase time, after discounts.
 * - receipts: Rome's calendar year of the payment and the receipt's number in it (1, 2, … without gaps); `seller`
 *   is a copy of the seller's details when issued.
 * - landing_pages.keyword_normalized: `keyword` lowercased, with the comune the page's identity (unique);
 *   `content` is HTML sanitized with the product §5 landing allowlist; `lead_count` is kept by a trigger on leads.
 * - analytics: visitor hashes are truncated SHA-256 of the day's salt, the client address and the user agent,
 *   never an IP; salts are deleted after 48 h; a session is one visitor's page views with no gap over 30 minutes.
 * - admin_digests (0024, was maintenance_runs): one row per Rome day a digest of new leads ran, and the `now` it ran
 *   at (the next lists the leads after it).
 * - landing_generation_jobs: what the admin watches of a generation; its job (same id) is the engine's.
 * - municipalities (0038): `cadastral_code` (Belfiore) is the comune's identity across ISTAT's files (the ISTAT code
 *   changes with a province move, and every foreign key follows it); a suppressed comune is kept (`suppressed_at`) with
 *   its successor or null; the comuni in force are those without `suppressed_at`. `municipality_imports`: one row per
 *   applied ISTAT file that changed something.
 * - The job engine's own tables live in the `pgboss` schema, outside these types.
 */

export type AdminsTable = Admins;
export type BlogPostsTable = BlogPosts;
export type BusinessesTable = Businesses;
export type EmailOutboxTable = EmailOutbox;
export type LandingGenerationJobsTable = LandingGenerationJobs;
export type LandingPagesTable = LandingPages;
export type LeadEventsTable = LeadEvents;
export type LeadsTable = Leads;
export type MunicipalitiesTable = Municipalities;
export type PurchasesTable = Purchases;
export type TemplatesTable = Templates;
export type VerificationsTable = Verifications;

export type AdminRow = Selectable<Admins>;
export type NewAdminRow = Insertable<Admins>;
export type AdminRowUpdate = Updateable<Admins>;
export type MunicipalityRow = Selectable<Municipalities>;
export type NewMunicipalityRow = Insertable<Municipalities>;
export type MunicipalityImportRow = Selectable<MunicipalityImports>;
export type NewMunicipalityImportRow = Insertable<MunicipalityImports>;
export type TemplateRow = Selectable<Templates>;
export type VerificationRow = Selectable<Verifications>;
export type LeadRow = Selectable<Leads>;
export type NewLeadRow = Insertable<Leads>;
export type NewLeadEventRow = Insertable<LeadEvents>;
export type EmailOutboxRow = Selectable<EmailOutbox>;
export type BusinessRow = Selectable<Businesses>;
export type NewBusinessRow = Insertable<Businesses>;
export type PurchaseRow = Selectable<Purchases>;
export type LandingPageRow = Selectable<LandingPages>;
export type NewLandingPageRow = Insertable<LandingPages>;
export type BlogPostRow = Selectable<BlogPosts>;
