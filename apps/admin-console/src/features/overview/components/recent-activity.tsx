import { Paper, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { adminOverview as copy } from '@trovapro/copy';

/** Spec §2: the recent-activity items are fixed text; the caption says they are examples. */
export function RecentActivity() {
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Title order={3} fz="md">
        {copy.recentActivityTitle}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {copy.recentActivityCaption}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {copy.recentActivity.map((item) => (
          <Group key={item.text} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
              <IconActivity size={12} />
            </ThemeIcon>
            <div>
              <Text size="sm">{item.text}</Text>
              <Text size="xs" c="dimmed">
                {item.time}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
