import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMessageCircle } from '@tabler/icons-react';
import { homeCopy, publicSite } from '@trovapro/copy';
import { CHAT_SECTION_ID } from './chat-section.tsx';

export interface HomeHeroProps {
  /** The call to action: brings the chat into view and focuses it (the link's scroll is the fallback). */
  onStartRequest: () => void;
}

/** The Home hero of product §2: find what you need near you, with the promises of product §1. */
export function HomeHero({ onStartRequest }: HomeHeroProps) {
  return (
    <Container component="section" size="md" pt={{ base: 40, sm: 72 }} pb={{ base: 32, sm: 56 }}>
      <Stack align="center" gap="lg" ta="center">
        <Badge size="lg" variant="light" radius="sm" tt="none">
          {homeCopy.heroBadge}
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15} style={{ textWrap: 'balance' }}>
          {publicSite.home.heroTitle}
        </Title>
        <Text c="dark.4" fz={{ base: 'md', sm: 'lg' }} maw={640}>
          {publicSite.home.heroSubtitle}
        </Text>
        <Button
          component="a"
          href={`#${CHAT_SECTION_ID}`}
          size="lg"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
          onClick={(event) => {
            event.preventDefault();
            onStartRequest();
          }}
        >
          {homeCopy.heroCta}
        </Button>
        <Group component="ul" justify="center" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {homeCopy.heroPoints.map((point) => (
            <Group component="li" key={point} gap={6} wrap="nowrap">
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
              <Text span fz="sm" fw={600} c="dark.6">
                {point}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
