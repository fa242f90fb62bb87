import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A short comparison line, e.g. '+12% vs ieri'. */
  badge?: string;
  icon?: ReactNode;
}

/** One key figure of a dashboard. */
export function StatCard({ title, value, badge, icon }: StatCardProps) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
        </Stack>
        {icon && (
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
      {badge && (
        <Badge mt="sm" variant="light" color="teal">
          {badge}
        </Badge>
      )}
    </Card>
  );
}
