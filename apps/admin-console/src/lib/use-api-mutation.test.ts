import { describe, expect, it } from 'vitest';
import { routes } from '@trovapro/domain';
import { isReadOf } from './use-api-mutation.ts';

describe('isReadOf: which cached reads a write refreshes', () => {
  it('matches a read of the route, whatever its query', () => {
    expect(isReadOf(['GET', '/api/admin/leads', { page: 2 }], [routes.adminListLeads])).toBe(true);
    expect(isReadOf(['GET', '/api/admin/leads', null], [routes.adminListLeads])).toBe(true);
  });

  it('fills a `:id` with one path segment, never more', () => {
    expect(isReadOf(['GET', '/api/admin/leads/4f1c', null], [routes.adminLeadDetail])).toBe(true);
    expect(isReadOf(['GET', '/api/admin/leads/4f1c/candidate-businesses', null], [routes.adminLeadDetail])).toBe(false);
  });

  it('leaves other routes, other methods and keys that are not reads alone', () => {
    expect(isReadOf(['GET', '/api/admin/templates', null], [routes.adminListLeads])).toBe(false);
    expect(isReadOf(['PATCH', '/api/admin/leads/4f1c', null], [routes.adminLeadDetail])).toBe(false);
    expect(isReadOf(['mutation', 'leads/update'], [routes.adminListLeads])).toBe(false);
    expect(isReadOf('/api/admin/leads', [routes.adminListLeads])).toBe(false);
  });
});
