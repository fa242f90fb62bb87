import { Container, Stack, Text, Title } from '@mantine/core';
import { publicSite } from '@trovapro/copy';

/** The Home hero of spec §2: what the product does, in one line. */
export function HomeHero() {
  return (
    <Container component="section" size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15} style={{ textWrap: 'balance' }}>
          {publicSite.home.heroTitle}
        </Title>
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={640}>
          {publicSite.home.heroSubtitle}
        </Text>
      </Stack>
    </Container>
  );
}
