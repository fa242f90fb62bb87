import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, parseTab } from './tabs.ts';

describe('dashboard tabs', () => {
  it('lists the seven tabs of the spec in order, then the email log and privacy', () => {
    expect(DASHBOARD_TABS).toEqual(['overview', 'leads', 'businesses', 'analytics', 'templates', 'landing-pages', 'blog-posts', 'emails', 'privacy']);
  });

  it('reads a known tab from the URL and falls back to the overview', () => {
    expect(parseTab('landing-pages')).toBe('landing-pages');
    expect(parseTab('privacy')).toBe('privacy');
    expect(parseTab('constructor')).toBe('overview');
    expect(parseTab(null)).toBe('overview');
  });
});
