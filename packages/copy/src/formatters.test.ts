import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatLongDate, formatNumber } from './formatters.ts';

describe('it-IT formatters', () => {
  it('formats euro from the API decimal string and from numbers', () => {
    expect(formatEuro('15.00').replace(/\s/g, ' ')).toBe('15,00 €');
    expect(formatEuro(12345.5).replace(/\s/g, ' ')).toBe('12.345,50 €');
  });

  it('groups thousands from four digits, as Italians write amounts («1.250,00 €», not «1250,00 €»)', () => {
    expect(formatEuro('1250.00').replace(/\s/g, ' ')).toBe('1.250,00 €');
    expect(formatEuro(999.5).replace(/\s/g, ' ')).toBe('999,50 €');
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatNumber(1250, 2)).toBe('1.250,00');
  });

  it('formats numbers with fixed decimals', () => {
    expect(formatNumber(2.345, 1)).toBe('2,3');
    expect(formatNumber(15000)).toBe('15.000');
  });

  it('formats dates as dd/MM/yyyy and in Italian words', () => {
    const date = new Date(2025, 10, 21, 14, 5);
    expect(formatDate(date)).toBe('21/11/2025');
    expect(formatDateTime(date)).toBe('21/11/2025 14:05');
    expect(formatLongDate(date)).toBe('21 novembre 2025');
  });

  it('reads a calendar day and an ISO instant as the same day in local time, and midnight and single digits padded', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatLongDate('2025-03-01')).toBe('1 marzo 2025');
    expect(formatDateTime(new Date(2025, 0, 5, 0, 7))).toBe('05/01/2025 00:07');
    expect(formatDateTime(new Date(2025, 0, 5, 9, 30).toISOString())).toBe('05/01/2025 09:30');
  });

  it('says an unreadable date is invalid instead of throwing', () => {
    expect(formatDate('non una data')).toBe('Invalid Date');
  });
});

describe('the consent box (issue 34)', () => {
  it('states both limits in good Italian, the customer choosing or not', async () => {
    const { privacySite } = await import('./privacy-site.ts');
    expect(privacySite.consentLabel({ maxOffers: 5, maxBuyers: 3, customerChooses: false }, 'idraulica')).toBe(
      'Acconsento a condividere nome, email e telefono con al massimo 3 aziende di idraulica della mia zona (la richiesta è proposta al massimo a 5)',
    );
    expect(privacySite.consentLabel({ maxOffers: 1, maxBuyers: 1, customerChooses: true }, '')).toBe(
      'Acconsento a condividere nome, email e telefono con una sola azienda della mia zona (la richiesta è proposta solo a quelle che scelgo, una sola)',
    );
  });
});
