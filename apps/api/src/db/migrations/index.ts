import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';
import * as chat from './0002_chat.ts';
import * as partnerBusinesses from './0003_partner_businesses.ts';
import * as purchases from './0004_purchases.ts';
import * as adminIndexes from './0005_admin_indexes.ts';
import * as analytics from './0007_analytics.ts';
import * as landingPages from './0008_landing_pages.ts';
import * as blog from './0009_blog.ts';
import * as launchSafety from './0010_launch_safety.ts';
import * as emailPlacePhrases from './0011_email_place_phrases.ts';
import * as businessServiceArea from './0012_business_service_area.ts';
import * as leadsSentIndex from './0013_leads_sent_index.ts';
import * as privacy from './0014_privacy.ts';
import * as leadDesk from './0015_lead_desk.ts';
import * as partners from './0016_partners.ts';
import * as jobLeases from './0017_job_leases.ts';
import * as landingGenerationJobs from './0018_landing_generation_jobs.ts';
import * as closedLeads from './0019_closed_leads.ts';
import * as templatePlaceholders from './0020_template_placeholders.ts';
import * as adminSearchAndPriceSort from './0021_admin_search_and_price_sort.ts';
import * as verificationReplaced from './0022_verification_replaced.ts';
import * as signInLinks from './0023_sign_in_links.ts';
import * as jobEngine from './0024_job_engine.ts';
import * as invoices from './0025_invoices.ts';
import * as invoiceCourtesyEmail from './0026_invoice_courtesy_email.ts';
import * as invoiceCorrections from './0027_invoice_corrections.ts';
import * as businessArea from './0028_business_area.ts';
import * as businessPreferences from './0029_business_preferences.ts';
import * as leadReports from './0030_lead_reports.ts';
import * as businessTerms from './0031_business_terms.ts';
import * as areaOffers from './0032_area_offers.ts';
import * as offerGuaranteeParagraph from './0033_offer_guarantee_paragraph.ts';
import * as customerChoicesAndReviews from './0034_customer_choices_and_reviews.ts';
import * as customerRequestLinks from './0035_customer_request_links.ts';
import * as automaticDispatch from './0037_automatic_dispatch.ts';
import * as reviewRequestsDue from './0036_review_requests_due.ts';
import * as istatComuni from './0038_istat_comuni.ts';

/**
 * Every migration, by name (applied in name order). Imported statically so the tsup bundle
 * carries them: append one line per new migration.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_chat': chat,
  '0003_partner_businesses': partnerBusinesses,
  '0004_purchases': purchases,
  '0005_admin_indexes': adminIndexes,
  '0007_analytics': analytics,
  '0008_landing_pages': landingPages,
  '0009_blog': blog,
  '0010_launch_safety': launchSafety,
  '0011_email_place_phrases': emailPlacePhrases,
  '0012_business_service_area': businessServiceArea,
  '0013_leads_sent_index': leadsSentIndex,
  '0014_privacy': privacy,
  '0015_lead_desk': leadDesk,
  '0016_partners': partners,
  '0017_job_leases': jobLeases,
  '0018_landing_generation_jobs': landingGenerationJobs,
  '0019_closed_leads': closedLeads,
  '0020_template_placeholders': templatePlaceholders,
  '0021_admin_search_and_price_sort': adminSearchAndPriceSort,
  '0022_verification_replaced': verificationReplaced,
  '0023_sign_in_links': signInLinks,
  '0024_job_engine': jobEngine,
  '0025_invoices': invoices,
  '0026_invoice_courtesy_email': invoiceCourtesyEmail,
  '0027_invoice_corrections': invoiceCorrections,
  '0028_business_area': businessArea,
  '0029_business_preferences': businessPreferences,
  '0030_lead_reports': leadReports,
  '0031_business_terms': businessTerms,
  '0032_area_offers': areaOffers,
  '0033_offer_guarantee_paragraph': offerGuaranteeParagraph,
  '0034_customer_choices_and_reviews': customerChoicesAndReviews,
  '0035_customer_request_links': customerRequestLinks,
  '0036_review_requests_due': reviewRequestsDue,
  '0037_automatic_dispatch': automaticDispatch,
  '0038_istat_comuni': istatComuni,
};
