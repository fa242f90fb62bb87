import { routes, type ComuniImportBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/comuni/imports: the log of imports applied, newest first. */
export function useGetComuniImports() {
  return useApiQuery(routes.adminComuniImports, {}, { revalidateOnMount: true });
}

/**
 * GET /api/admin/comuni/attention: partners, open leads and landing pages of comuni suppressed without a successor.
 * Live: an item leaves once the admin changed it elsewhere in the console, so it is read again on each visit.
 */
export function useGetComuniAttention() {
  return useApiQuery(routes.adminComuniAttention, {}, { revalidateOnMount: true });
}

/** POST /api/admin/comuni/import with `apply: false`: the dry run, which changes nothing (so refreshes nothing). */
export function usePreviewComuniImport() {
  return useApiMutation('comuni/preview', (client, body: Omit<ComuniImportBody, 'apply'>) =>
    client.call(routes.adminComuniImport, { body: { ...body, apply: false } }),
  );
}

/**
 * The same with `apply: true`: the API recomputes the diff and applies it in one transaction. The log and every
 * list a comune appears in (landing pages, partners, leads) are read again.
 */
export function useApplyComuniImport() {
  return useApiMutation(
    'comuni/apply',
    (client, body: Omit<ComuniImportBody, 'apply'>) => client.call(routes.adminComuniImport, { body: { ...body, apply: true } }),
    {
      revalidates: [
        routes.adminComuniImports,
        routes.adminComuniAttention,
        routes.adminListLandingPages,
        routes.adminProvinces,
        routes.adminMunicipalitiesByProvince,
        routes.adminListBusinesses,
        routes.adminListLeads,
      ],
    },
  );
}
