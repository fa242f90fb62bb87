import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResultCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  message: ReactNode;
  /** The buttons under the message. */
  actions: ReactNode;
}

/** A centred card with an icon, a title, a message and actions: the checkout's final and error screens. */
export function ResultCard({ icon, color, title, message, actions }: ResultCardProps) {
  return (
    <Center py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Group justify="center" gap="sm" mt="xs">
            {actions}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
