import type { LegalInfo } from '@trovapro/domain';
import type { LegalSource } from '../legal/legal-source.ts';

/** `GET /api/legal` as a deployment answers it, for the server's tests. */
export const LEGAL: LegalInfo = {
  companyName: 'TrovaPro S.r.l.',
  companyVat: 'IT01234567890',
  companyAddress: 'Via Roma 1, 20121 Milano (MI)',
  privacyEmail: 'privacy@trovapro.example',
  noticeVersion: '2026-11-24',
  leadRetentionMonths: 24,
  leadMaxBuyers: 3,
  leadMaxOffers: 5,
  customerChooses: false,
  usesOpenAi: false,
  leadDiscountAfterHours: 48,
  guaranteeDays: 7,
  complaintsEmail: 'supporto@trovapro.example',
  reviewRequestDays: 7,
  reviewReplyDays: 7,
};

/** A legal source that always knows the company (the footer of every page). */
export const fixedLegal = (info: LegalInfo | null = LEGAL): LegalSource => ({ get: async () => info });
