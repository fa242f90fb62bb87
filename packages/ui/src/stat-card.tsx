import { ActionIcon, Badge, Card, Group, Stack, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** What a figure counts and over which period: `text` in a tooltip, `label` the name of the button showing it. */
export interface StatCardHint {
  label: string;
  text: string;
}

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A short comparison line, e.g. '+12% vs ieri'. */
  badge?: string;
  icon?: ReactNode;
  hint?: StatCardHint;
}

/** One key figure of a dashboard. */
export function StatCard({ title, value, badge, icon, hint }: StatCardProps) {
  const hintId = useId();
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
            {hint && <HintButton hint={hint} descriptionId={hintId} />}
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
      {hint && <VisuallyHidden id={hintId}>{hint.text}</VisuallyHidden>}
    </Card>
  );
}

/** Hover, focus or touch shows the hint; assistive technology reads it as the button's description. */
function HintButton({ hint, descriptionId }: { hint: StatCardHint; descriptionId: string }) {
  return (
    <Tooltip label={hint.text} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        ml={4}
        aria-label={hint.label}
        aria-describedby={descriptionId}
        style={{ verticalAlign: 'middle' }}
      >
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
