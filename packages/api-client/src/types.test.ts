import {
  routeRef,
  routes,
  type AdminLeadList,
  type Admin,
  type ChatTemplate,
  type ComuniAttention,
  type ComuniImportLog,
  type ComuniImportResult,
  type Lead,
  type LeadProfileResponse,
} from '@trovapro/domain';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createSwrFetcher, swrKey } from './swr.ts';

/** Compile-time checks (run by `typecheck`): the client's types follow the contract. */
describe('types derived from the contract', () => {
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
  const nulling = createApiClient({ unauthorized: 'null' });
  const id = '3f0e7f6e-1111-4b8c-9a2d-1234567890ab';

  it('type inputs and outputs', () => {
    const update = () => client.call(routes.adminUpdateLead, { params: { id }, body: { price: '30.00' } });
    expectTypeOf(update).returns.resolves.toEqualTypeOf<Lead>();

    const list = () => client.call(routes.adminListLeads, {});
    expectTypeOf(list).returns.resolves.toEqualTypeOf<AdminLeadList>();

    const me = () => nulling.call(routes.adminMe, {});
    expectTypeOf(me).returns.resolves.toEqualTypeOf<Admin | null>();
    const meThrowing = () => nulling.call(routes.adminMe, {}, { unauthorized: 'throw' });
    expectTypeOf(meThrowing).returns.resolves.toEqualTypeOf<Admin>();
    const meNull = () => client.call(routes.adminMe, {}, { unauthorized: 'null' });
    expectTypeOf(meNull).returns.resolves.toEqualTypeOf<Admin | null>();

    const collect = () => client.call(routes.collectPageView, { body: { path: '/' } });
    expectTypeOf(collect).returns.resolves.toEqualTypeOf<null>();

    const fetcher = createSwrFetcher(client);
    const fromKey = () => fetcher(swrKey(routes.adminListLeads, { query: { status: 'sent' } }));
    expectTypeOf(fromKey).returns.resolves.toEqualTypeOf<AdminLeadList>();
  });

  it('type a call through a route reference (method and path only) like the route itself', () => {
    const profile = routeRef<typeof routes.leadProfile>('POST', '/api/leads/profile');
    const analyse = () => client.call(profile, { body: { userRequest: 'Perdita in bagno a Milano' } });
    expectTypeOf(analyse).returns.resolves.toEqualTypeOf<LeadProfileResponse>();
    const fetcher = createSwrFetcher(client);
    const templates = routeRef<typeof routes.publicTemplates>('GET', '/api/templates/public');
    expectTypeOf(() => fetcher(swrKey(templates))).returns.resolves.toEqualTypeOf<ChatTemplate[]>();
    // @ts-expect-error the path must be the contract's
    void routeRef<typeof routes.leadProfile>('POST', '/api/leads/profilo');
    // @ts-expect-error the method must be the contract's
    void routeRef<typeof routes.leadProfile>('GET', '/api/leads/profile');
    // @ts-expect-error the body is the contract's
    void (() => client.call(profile, { body: { request: 'Perdita' } }));
  });

  it('type the ISTAT import of the comuni (issue 36)', () => {
    const preview = () =>
      client.call(routes.adminComuniImport, { body: { comuniFile: 'QUJD', comuniFileName: 'Elenco-comuni-italiani.csv', apply: false } });
    expectTypeOf(preview).returns.resolves.toEqualTypeOf<ComuniImportResult>();
    expectTypeOf(() => client.call(routes.adminComuniImports, {})).returns.resolves.toEqualTypeOf<ComuniImportLog>();
    expectTypeOf(() => client.call(routes.adminComuniAttention, {})).returns.resolves.toEqualTypeOf<ComuniAttention>();
    // @ts-expect-error `apply` is required: a preview is asked for, never assumed
    void (() => client.call(routes.adminComuniImport, { body: { comuniFile: 'QUJD' } }));
  });

  it('refuse inputs the contract does not allow', () => {
    // @ts-expect-error params are required
    void (() => client.call(routes.adminUpdateLead, { body: { status: 'rejected' } }));
    // @ts-expect-error a lead cannot be patched to an unknown status
    void (() => client.call(routes.adminUpdateLead, { params: { id }, body: { status: 'archived' } }));
    // @ts-expect-error GET /api/admin/me takes no body
    void (() => client.call(routes.adminMe, { body: {} }));
    // @ts-expect-error query values are typed
    void (() => swrKey(routes.adminListLeads, { query: { page: 'due' } }));
  });
});
