import { Anchor, Paper, Skeleton, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { recentActivityDesk as copy } from '@trovapro/copy';
import { adminSectionPath } from '@trovapro/domain';
import { LoadError } from '@trovapro/ui';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useGetRecentActivity } from '../api/use-get-recent-activity.ts';
import { activitySentence } from '../utils/activity-sentence.ts';

/** Product §2's recent-activity list, with the leads' real latest events (issue 19): each opens its lead's timeline. */
export function RecentActivity() {
  const { data, error, mutate } = useGetRecentActivity();
  const now = new Date();
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Title order={3} fz="md" mb="md">
        {copy.title}
      </Title>
      {error && !data ? (
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={copy.loading} aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.listLabel}>
          {data.items.map((item, index) => (
            // Events have no id of their own; the list is replaced whole on each load.
            <Group key={index} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
                <IconActivity size={12} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={adminSectionPath('leads', { lead: item.leadId })}
                  size="sm"
                  c="var(--mantine-color-text)"
                  title={copy.openLead}
                >
                  {activitySentence(item)}
                </Anchor>
                <RelativeTime at={item.at} now={now} size="xs" c="dimmed" display="block" />
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
