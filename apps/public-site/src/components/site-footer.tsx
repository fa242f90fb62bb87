import { Anchor, Box, Group, Text } from '@mantine/core';
import { partnerSignupCopy, privacySite } from '@trovapro/copy';
import { useLegalInfo } from '../lib/use-legal-info.ts';

/**
 * The footer of every page of the SPA, as the server-rendered pages write it (server/layout.ts): the page's
 * line, who runs the service (once `GET /api/legal` answers), the way to «Diventa partner» for businesses and
 * the links to the privacy notice and the terms (plain links: those pages are server-rendered).
 */
export function SiteFooter({ line }: { line?: string | undefined }) {
  const { data: legal } = useLegalInfo();
  return (
    <Box component="footer" py="lg" px="md" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {line !== undefined && (
        <Text fz="sm" c="dark.4">
          {line}
        </Text>
      )}
      {legal && (
        <Text fz="sm" c="dark.4" mt={4}>
          {legal.companyName} · {privacySite.vatLabel} {legal.companyVat} · {legal.companyAddress}
        </Text>
      )}
      <Text fz="sm" mt={4}>
        <Anchor href="/aziende" fw={600}>
          {partnerSignupCopy.footerLink}
        </Anchor>
      </Text>
      <Group component="nav" aria-label={privacySite.footerLegalLabel} justify="center" gap="lg" mt={4}>
        <Anchor href="/privacy" fz="sm">
          {privacySite.privacyLink}
        </Anchor>
        <Anchor href="/termini" fz="sm">
          {privacySite.termsLink}
        </Anchor>
      </Group>
    </Box>
  );
}
