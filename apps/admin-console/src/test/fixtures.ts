import { randomUUID } from 'node:crypto';
import type { Business, Lead, OutboxEmail } from '@trovapro/domain';

/** Valid entities of the contract for the fake API, with the fields a test cares about overridden. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    userRequest: 'Perdita d’acqua sotto il lavello della cucina',
    userEmail: 'mario.rossi@example.it',
    userName: 'Mario Rossi',
    category: 'Idraulico',
    price: '25.00',
    status: 'pending',
    location: { municipality: 'Fano', province: 'Pesaro e Urbino', istatCode: '041013' },
    createdAt: '2025-03-31T08:00:00.000Z',
    ...overrides,
  };
}

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
