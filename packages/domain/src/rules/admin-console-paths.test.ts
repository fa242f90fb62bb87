import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminSectionPath, adminSectionUrl, legacyDashboardTarget, sectionOfLegacyTab } from './admin-console-paths.ts';

describe('admin console paths', () => {
  it('lists every section in display order, each under /admin', () => {
    expect(ADMIN_SECTIONS).toEqual([
      'overview',
      'leads',
      'automation',
      'businesses',
      'analytics',
      'templates',
      'landing-pages',
      'blog-posts',
      'emails',
      'invoices',
      'reports',
      'privacy',
      'reviews',
      'comuni',
    ]);
    expect(ADMIN_SECTIONS.map((section) => adminSectionPath(section))).toEqual([
      '/admin/overview',
      '/admin/leads',
      '/admin/automazione',
      '/admin/businesses',
      '/admin/analytics',
      '/admin/templates',
      '/admin/landing-pages',
      '/admin/blog',
      '/admin/emails',
      '/admin/invoices',
      '/admin/contestazioni',
      '/admin/privacy',
      '/admin/recensioni',
      '/admin/comuni',
    ]);
  });

  it('adds the params given, leaving empty ones out and encoding values', () => {
    expect(adminSectionPath('leads', { lead: 'abc', status: undefined, search: '' })).toBe('/admin/leads?lead=abc');
    expect(adminSectionPath('leads', { search: 'rossi & figli' })).toBe('/admin/leads?search=rossi%20%26%20figli');
  });

  it('builds a full URL on the console origin, with or without its trailing slash', () => {
    expect(adminSectionUrl('https://admin.example.it/', 'businesses', { approval: 'pending' })).toBe(
      'https://admin.example.it/admin/businesses?approval=pending',
    );
    expect(adminSectionUrl('http://localhost:3001', 'leads')).toBe('http://localhost:3001/admin/leads');
  });

  it('reads a former ?tab= value, an unknown or missing one being the overview', () => {
    expect(sectionOfLegacyTab('blog-posts')).toBe('blog-posts');
    expect(sectionOfLegacyTab('constructor')).toBe('overview');
    expect(sectionOfLegacyTab(null)).toBe('overview');
  });

  it('moves a former dashboard address to its section, keeping every other param', () => {
    expect(legacyDashboardTarget('?tab=leads&status=pending&lead=x1')).toBe('/admin/leads?status=pending&lead=x1');
    expect(legacyDashboardTarget('tab=blog-posts')).toBe('/admin/blog');
    expect(legacyDashboardTarget('')).toBe('/admin/overview');
    expect(legacyDashboardTarget('?tab=nope&page=2')).toBe('/admin/overview?page=2');
    expect(legacyDashboardTarget('?tab=leads&search=rossi+%26+figli&x=a%3Db')).toBe('/admin/leads?search=rossi%20%26%20figli&x=a%3Db');
  });
});
