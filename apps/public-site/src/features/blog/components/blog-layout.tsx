import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogPage as copy } from '@trovapro/copy';
import { TopBar } from '@trovapro/ui';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { OPEN_CHAT_HREF } from '../../../lib/chat-focus.ts';

/** Header with the Home button, the page, and the footer of the blog pages (product §2). */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar
        right={
          <Button component={Link} to="/" variant="light" size="xs">
            {copy.home}
          </Button>
        }
      />
      <Box component="main" py="xl">
        <Container size="md">{children}</Container>
      </Box>
      <SiteFooter />
    </>
  );
}

/** The bottom call to action of the list: to the home page's chat. */
export function BlogCallToAction() {
  return (
    <Paper withBorder radius="md" p="xl" mt="xl" ta="center" bg="brand.0">
      <Stack gap="sm" align="center">
        <Title order={2} fz="h3">
          {copy.bottomCta}
        </Title>
        <Text c="dimmed">{copy.bottomCtaText}</Text>
        <Button component={Link} to={OPEN_CHAT_HREF}>
          {copy.bottomCta}
        </Button>
      </Stack>
    </Paper>
  );
}
