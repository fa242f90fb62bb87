import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { common } from '@trovapro/copy';

export interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={common.errorTitle}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          {common.retry}
        </Button>
      </Group>
    </Alert>
  );
}
