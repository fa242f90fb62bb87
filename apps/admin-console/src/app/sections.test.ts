import { ADMIN_SECTIONS } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { SECTION_LABELS, sectionOfPath } from './sections.ts';

describe('console sections', () => {
  it('labels the seven tabs of the product in order, then the email log, the invoices, the reports, privacy, the reviews and the comuni', () => {
    expect(ADMIN_SECTIONS.map((section) => SECTION_LABELS[section].label)).toEqual([
      'Panoramica',
      'Lead Management',
      'Automazione',
      'Aziende',
      'Analytics',
      'Template & Messaggi',
      'Landing Page SEO',
      'Content Marketing',
      'Email',
      'Fatture',
      'Contestazioni',
      'Privacy',
      'Recensioni',
      'Comuni',
    ]);
  });

  it('finds the section of a page path, with or without a trailing slash, and nothing for other paths', () => {
    expect(sectionOfPath('/admin/blog')).toBe('blog-posts');
    expect(sectionOfPath('/admin/landing-pages/')).toBe('landing-pages');
    expect(sectionOfPath('/admin/contestazioni')).toBe('reports');
    expect(sectionOfPath('/admin/dashboard')).toBeUndefined();
    expect(sectionOfPath('/admin/leads/x')).toBeUndefined();
  });
});
