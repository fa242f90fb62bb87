import { describe, expect, it } from 'vitest';
import { leadDetailsText } from './lead-details.ts';
import { leadStatusColor, leadStatusLabel } from './lead-status.ts';

describe('lead status', () => {
  it('reads the five statuses in Italian and an unknown one as its raw value', () => {
    expect(leadStatusLabel('pending')).toBe('In Attesa');
    expect(leadStatusLabel('approved')).toBe('Approvato');
    expect(leadStatusLabel('approved_pending_companies')).toBe('Selezione Aziende');
    expect(leadStatusLabel('rejected')).toBe('Rifiutato');
    expect(leadStatusLabel('sent')).toBe('Inviato');
    expect(leadStatusLabel('closed')).toBe('Chiuso');
    expect(leadStatusLabel('archived')).toBe('archived');
    expect(leadStatusLabel('toString')).toBe('toString');
    expect(leadStatusColor('archived')).toBe('gray');
  });
});

describe('a closed lead', () => {
  it('says why it is closed', () => {
    expect(leadStatusLabel('closed', 'erased')).toBe('Chiuso · dati cancellati');
    expect(leadStatusLabel('closed', 'customer_stop')).toBe('Chiuso · fermato dal cliente');
    expect(leadStatusLabel('sent', null)).toBe('Inviato');
    expect(leadStatusColor('closed')).toBe('gray');
  });
});

describe('lead details', () => {
  const lead = {
    id: '6f1c2a4e-7b1d-4c3e-9f00-000000000001',
    userRequest: 'Perdita sotto il lavello',
    userEmail: 'mario@example.it',
    userName: 'Mario',
    userPhone: null,
    category: 'Idraulico',
    price: '25.00',
    status: 'pending' as const,
    closedReason: null,
    location: { municipality: 'Fano', province: 'Pesaro e Urbino', istatCode: '041013' },
    createdAt: '2025-03-31T08:00:00.000Z',
  };

  it('lists request, email, category, price, status and location', () => {
    const text = leadDetailsText(lead);
    expect(text).toContain('Richiesta: Perdita sotto il lavello');
    expect(text).toContain('Email: mario@example.it');
    expect(text).toContain('Categoria: Idraulico');
    expect(text).toMatch(/Prezzo: 25,00\s€/);
    expect(text).toContain('Status: In Attesa');
    expect(text).toContain('Località: Fano (Pesaro e Urbino)');
  });

  it("says 'Non specificata' without a location", () => {
    expect(leadDetailsText({ ...lead, location: null })).toContain('Località: Non specificata');
  });
});
