/** Default page sizes (product §9, and 50 for the admin lists the product leaves open). */
export const PAGE_SIZES = {
  adminLeads: 50,
  adminBusinesses: 50,
  adminEmails: 50,
  adminInvoices: 50,
  adminLandingPages: 50,
  adminBlogPosts: 20,
  publicBlogPosts: 12,
  businessPurchases: 20,
  businessOffers: 20,
  adminReports: 50,
  adminReviews: 50,
  businessReviews: 20,
} as const;

/** Every list's `limit` is capped at this. */
export const MAX_PAGE_LIMIT = 100;

/** ceil(total / limit): 0 for an empty list. */
export function totalPages(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}
