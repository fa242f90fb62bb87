import { Anchor, Box, Group, Text } from '@mantine/core';
import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { siteFooter } from '@trovapro/copy';
import { checkoutRoutes as routes } from '../lib/api-routes.ts';
import { useApiClient } from '../lib/api-context.tsx';
import { env } from '../lib/env.ts';

/**
 * The footer of every checkout page, the public site's (`siteFooter` of @trovapro/copy): the product's line,
 * who runs the service (`GET /api/legal`, once it answers) and the links, which live on the public site.
 */
export function SiteFooter() {
  const client = useApiClient();
  const { data: legal } = useSWR(swrKey(routes.legalInfo), () => client.call(routes.legalInfo, {}));
  return (
    <Box component="footer" data-print="hide" py="lg" px="md" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fz="sm" c="dark.4">
        {siteFooter.line(new Date().getFullYear())}
      </Text>
      {legal && (
        <Text fz="sm" c="dark.4" mt={4}>
          {siteFooter.company(legal)}
        </Text>
      )}
      <Group component="nav" aria-label={siteFooter.navLabel} justify="center" gap="lg" mt={4}>
        {siteFooter.links.map(({ path, label }) => (
          <Anchor key={path} href={`${env.publicSiteUrl}${path}`} fz="sm">
            {label}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}
