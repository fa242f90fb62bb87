import { describe, expect, it } from 'vitest';
import { formatAge, leadTimeline, shortText } from './admin-lead-desk.ts';

/** 14:30 in Rome (summer time, UTC+2). */
const NOW = '2025-07-10T12:30:00.000Z';
const before = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatAge', () => {
  it('says «adesso» under a minute, and for a time a little ahead of the clock', () => {
    expect(formatAge(NOW, NOW)).toBe('adesso');
    expect(formatAge(before(59_000), NOW)).toBe('adesso');
    expect(formatAge(before(-30_000), NOW)).toBe('adesso');
  });

  it('counts minutes under an hour and hours under a day', () => {
    expect(formatAge(before(MINUTE), NOW)).toBe('1 minuto fa');
    expect(formatAge(before(5 * MINUTE + 59_000), NOW)).toBe('5 minuti fa');
    expect(formatAge(before(HOUR), NOW)).toBe('1 ora fa');
    expect(formatAge(before(3 * HOUR + 20 * MINUTE), NOW)).toBe('3 ore fa');
    // 23 hours ago is yesterday's 15:30 in Rome: still said in hours.
    expect(formatAge(before(23 * HOUR), NOW)).toBe('23 ore fa');
  });

  it('counts calendar days in Rome from a day on: «ieri», then days, weeks, months and years', () => {
    expect(formatAge('2025-07-09T12:00:00.000Z', NOW)).toBe('ieri');
    // 37 hours ago, but at 01:30 of the 9th in Rome: still yesterday.
    expect(formatAge('2025-07-08T23:30:00.000Z', NOW)).toBe('ieri');
    // 21:59 UTC on the 7th is 23:59 of the 7th in Rome: three days before.
    expect(formatAge('2025-07-07T21:59:00.000Z', NOW)).toBe('3 giorni fa');
    expect(formatAge('2025-07-06T08:00:00.000Z', NOW)).toBe('4 giorni fa');
    expect(formatAge('2025-07-03T08:00:00.000Z', NOW)).toBe('1 settimana fa');
    expect(formatAge('2025-06-20T08:00:00.000Z', NOW)).toBe('2 settimane fa');
    expect(formatAge('2025-04-01T08:00:00.000Z', NOW)).toBe('3 mesi fa');
    expect(formatAge('2024-07-01T08:00:00.000Z', NOW)).toBe('1 anno fa');
    expect(formatAge('2022-01-01T08:00:00.000Z', NOW)).toBe('3 anni fa');
  });

  it('takes dates and numbers as well as ISO strings', () => {
    expect(formatAge(new Date(Date.parse(NOW) - 2 * HOUR), new Date(NOW))).toBe('2 ore fa');
    expect(formatAge(Date.parse(NOW) - 10 * MINUTE, Date.parse(NOW))).toBe('10 minuti fa');
  });
});

describe('lead desk texts', () => {
  it('cuts a long request for a label, and leaves a short one whole', () => {
    expect(shortText('Perdita   sotto il lavello')).toBe('Perdita sotto il lavello');
    const cut = shortText('Perdita d’acqua sotto il lavello della cucina da ieri sera');
    expect(cut).toBe('Perdita d’acqua sotto il lavello della…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('names who decided, and leaves the name out when unknown', () => {
    expect(leadTimeline.eventLabels.approved('Giulia')).toBe('Approvato da Giulia');
    expect(leadTimeline.eventLabels.approved()).toBe('Approvato');
    expect(leadTimeline.eventLabels.priceChanged('25,00 €', '30,00 €')).toBe('Prezzo modificato da 25,00 € a 30,00 €');
    expect(leadTimeline.eventLabels.priceChanged()).toBe('Prezzo modificato');
  });
});
