import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { common } from '@trovapro/copy';

/** An honest placeholder for a tab whose content arrives in a later release. */
export function ComingSoonPanel({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="xs" align="flex-start">
        <Badge variant="light" color="gray">
          {common.comingSoon}
        </Badge>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Paper>
  );
}
