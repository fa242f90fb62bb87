import { businessTermsCopy } from './business-terms.ts';
import { partnerSignupCopy } from './partner-signup.ts';
import { privacySite } from './privacy-site.ts';
import { PRODUCT_NAME } from './product.ts';

/**
 * The one footer of every public page and of the checkout (server-rendered pages, the public SPA, the
 * checkout SPA; the admin console has none): the product's line, who runs the service (from `GET
 * /api/legal`, left out while the API cannot say) and the links, in this order. `path` is on the public
 * site: the checkout writes it after the public site's address.
 */
export const siteFooter = {
  line: (year: number) => `© ${year} ${PRODUCT_NAME}. Tutti i diritti riservati.`,
  company: (legal: { companyName: string; companyVat: string; companyAddress: string }) =>
    `${legal.companyName} · ${privacySite.vatLabel} ${legal.companyVat} · ${legal.companyAddress}`,
  navLabel: 'Link del sito',
  links: [
    { path: '/blog', label: 'Blog' },
    { path: '/aziende', label: partnerSignupCopy.footerLink },
    { path: '/privacy', label: privacySite.privacyLink },
    { path: '/termini', label: privacySite.termsLink },
    { path: '/termini-aziende', label: businessTermsCopy.footerLink },
  ],
} as const;
