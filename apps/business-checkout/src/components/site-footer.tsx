import { Anchor, Box, Group, Text } from '@mantine/core';
import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { privacySite } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { useApiClient } from '../lib/api-context.tsx';
import { env } from '../lib/env.ts';

/**
 * The footer of every checkout page, as on the public site: who runs the service (`GET /api/legal`, once
 * it answers) and the links to the privacy notice and the terms, which live on the public site.
 */
export function SiteFooter() {
  const client = useApiClient();
  const { data: legal } = useSWR(swrKey(routes.legalInfo), () => client.call(routes.legalInfo, {}));
  return (
    <Box component="footer" data-print="hide" py="lg" px="md" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {legal && (
        <Text fz="sm" c="dark.4">
          {legal.companyName} · {privacySite.vatLabel} {legal.companyVat} · {legal.companyAddress}
        </Text>
      )}
      <Group component="nav" aria-label={privacySite.footerLegalLabel} justify="center" gap="lg" mt={4}>
        <Anchor href={`${env.publicSiteUrl}/privacy`} fz="sm">
          {privacySite.privacyLink}
        </Anchor>
        <Anchor href={`${env.publicSiteUrl}/termini`} fz="sm">
          {privacySite.termsLink}
        </Anchor>
      </Group>
    </Box>
  );
}
