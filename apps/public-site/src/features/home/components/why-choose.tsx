import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { homeCopy } from '@trovapro/copy';

const CARD_ICONS = [IconSparkles, IconShieldCheck, IconBolt] as const;

/** Product §2 Home: why choose the product (smart AI, guaranteed security, fast and free). */
export function WhyChoose() {
  return (
    <Container component="section" size="lg" py={{ base: 32, sm: 56 }} aria-labelledby="why-choose-title">
      <Title id="why-choose-title" order={2} ta="center" mb="xl" fz={{ base: 26, sm: 32 }}>
        {homeCopy.whyTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {homeCopy.why.map((card, index) => {
          const Icon = CARD_ICONS[index] ?? IconSparkles;
          return (
            <Card key={card.title} withBorder radius="lg" padding="lg" ta="center">
              <ThemeIcon size={52} radius="xl" mx="auto" mb="md" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {card.title}
              </Title>
              <Text c="dark.4" fz="sm">
                {card.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
