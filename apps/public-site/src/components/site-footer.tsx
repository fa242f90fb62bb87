import { Anchor, Box, Group, Text } from '@mantine/core';
import { siteFooter } from '@trovapro/copy';
import { useLegalInfo } from '../lib/use-legal-info.ts';

/**
 * The footer of every page of the SPA, as the server-rendered pages and the checkout write it (`siteFooter`
 * of @trovapro/copy): the product's line, who runs the service (once `GET /api/legal` answers), and the links
 * to the blog, «Diventa partner», the privacy notice and the terms (plain links: most are server-rendered).
 */
export function SiteFooter() {
  const { data: legal } = useLegalInfo();
  return (
    <Box component="footer" py="lg" px="md" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
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
          <Anchor key={path} href={path} fz="sm">
            {label}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}
