import { randomUUID } from 'node:crypto';
import type { AdminInvoice, BillingDetails, Business, Lead, OutboxEmail, PrivacyExport } from '@trovapro/domain';

/** Valid entities of the contract for the fake API, with the fields a test cares about overridden. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    userRequest: 'Perdita d’acqua sotto il lavello della cucina',
    userEmail: 'mario.rossi@example.it',
    userName: 'Mario Rossi',
    userPhone: '+39 333 123 4567',
    category: 'Idraulico',
    price: '25.00',
    status: 'pending',
    closedReason: null,
    location: { municipality: 'Fano', province: 'Pesaro e Urbino', istatCode: '041013' },
    createdAt: '2025-03-31T08:00:00.000Z',
    ...overrides,
  };
}

/** When every business of the fixtures became a partner, unless a test says otherwise. */
export const BUSINESS_CREATED_AT = '2025-01-15T09:00:00.000Z';

/** An approved, active partner added by the admin (no partita IVA, reach or billing data), unless overridden. */
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: randomUUID(),
    name: 'Idraulica Bianchi',
    email: `info-${randomUUID().slice(0, 8)}@example.it`,
    phone: '0721 123456',
    category: 'Idraulico',
    location: 'Fano (Pesaro e Urbino)',
    website: null,
    isActive: true,
    totalPurchases: 0,
    totalSpent: '0.00',
    approval: 'approved',
    pausedReason: null,
    pausedAt: null,
    vatNumber: null,
    serviceReach: null,
    billing: null,
    createdAt: BUSINESS_CREATED_AT,
    ...overrides,
  };
}

/** A self sign-up waiting for the admin's approval: inactive, with its partita IVA and reach. */
export function makeSignup(overrides: Partial<Business> = {}): Business {
  return makeBusiness({
    name: 'Termoidraulica Verdi',
    phone: '+39 333 765 4321',
    location: 'Pesaro',
    isActive: false,
    approval: 'pending',
    vatNumber: '01234567897',
    serviceReach: 'province',
    createdAt: '2025-03-30T16:45:00.000Z',
    ...overrides,
  });
}

/** The billing data a partner gave at its last purchase. */
export function makeBilling(overrides: Partial<BillingDetails> = {}): BillingDetails {
  return {
    taxId: '01234567897',
    taxIdKind: 'partita_iva',
    street: 'Via Roma 12',
    postalCode: '61032',
    city: 'Fano',
    province: 'PU',
    sdiCode: 'M5UXCR1',
    pec: 'rossi@pec.example.it',
    ...overrides,
  };
}

export function makeEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  return {
    id: randomUUID(),
    to: 'info@idraulicabianchi.it',
    subject: 'Nuova richiesta di Idraulico a Fano',
    purpose: 'lead-offer',
    text: 'Acquista il lead: http://localhost:3002/business/lead/…',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2025-03-31T08:05:00.000Z',
    sentAt: '2025-03-31T08:05:02.000Z',
    ...overrides,
  };
}

/** An invoice of the «Fatture» tab: 101/2026, delivered, €30,50 of which €5,50 VAT. */
export function makeInvoice(overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  return {
    id: randomUUID(),
    kind: 'invoice',
    number: '101/2026',
    date: '2026-03-02',
    buyerName: 'Idraulica Rossi S.r.l.',
    buyerTaxId: '00743110157',
    net: '25.00',
    vat: '5.50',
    total: '30.50',
    state: 'delivered',
    stateAt: '2026-03-02T10:00:00.000Z',
    problems: [],
    fileName: 'IT12345678903_00001.xml',
    creditedNumber: null,
    billing: {
      taxId: '00743110157',
      taxIdKind: 'partita_iva',
      street: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      sdiCode: 'M5UXCR1',
      pec: null,
    },
    replacedByNumber: null,
    refundable: true,
    ...overrides,
  };
}

/** What the API keeps about one person (the privacy tab's export), with `leads` requests, verifications and emails. */
export function makePerson(email: string, counts: { leads: number; verifications: number; emails: number }): PrivacyExport {
  const at = '2025-03-31T08:00:00.000Z';
  return {
    email,
    exportedAt: at,
    leads: Array.from({ length: counts.leads }, () => ({
      id: randomUUID(),
      userRequest: 'Perdita d’acqua sotto il lavello della cucina',
      userEmail: email,
      userName: 'Mario Rossi',
      userPhone: '333 1234567',
      category: 'Idraulico',
      price: '25.00',
      status: 'sold',
      istatCode: '041013',
      landingPageId: null,
      prefilledService: null,
      prefilledLocation: null,
      landingContext: null,
      privacyConsentAt: at,
      privacyNoticeVersion: '2026-11-24',
      erasedAt: null,
      closedReason: null,
      closedAt: null,
      sentAt: at,
      createdAt: at,
      updatedAt: at,
      purchases: [
        { businessName: 'Idraulica Bianchi', businessEmail: 'info@idraulicabianchi.it', amount: '25.00', status: 'paid', createdAt: at, paidAt: at },
      ],
      deliveries: [{ businessName: 'Idraulica Bianchi', sentAt: at }],
      reviews: [],
    })),
    verifications: Array.from({ length: counts.verifications }, () => ({
      id: randomUUID(),
      email,
      createdAt: at,
      expiresAt: at,
      verifiedAt: at,
      consumedAt: at,
      attempts: 1,
    })),
    emails: Array.from({ length: counts.emails }, () => ({
      to: email,
      subject: 'La tua richiesta è stata ricevuta',
      purpose: 'lead-confirmation',
      status: 'sent',
      createdAt: at,
      text: 'Ciao Mario, abbiamo ricevuto la tua richiesta.',
    })),
  };
}
