import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconMessageCircle, IconReceipt } from '@tabler/icons-react';
import { homeCopy } from '@trovapro/copy';

const STEP_ICONS = [IconMessageCircle, IconMailCheck, IconReceipt] as const;

/** Product §2 Home: the three steps (describe in chat, confirm the email, receive quotes). */
export function HowItWorks() {
  return (
    <Container component="section" size="lg" py={{ base: 32, sm: 48 }} aria-labelledby="how-it-works-title">
      <Title id="how-it-works-title" order={2} ta="center" mb="xl" fz={{ base: 26, sm: 32 }}>
        {homeCopy.stepsTitle}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {homeCopy.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? IconMessageCircle;
          return (
            <Paper component="li" key={step.title} withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  <Text span c="brand.8" fw={800} mr={6}>
                    {index + 1}.
                  </Text>
                  {step.title}
                </Title>
                <Text c="dark.4" fz="sm">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
