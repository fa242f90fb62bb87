import { Alert, Drawer, em, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { common } from '@trovapro/copy';
import { LoadError } from '@trovapro/ui';

export interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/** A record's details beside its list: from the right, the whole width on a phone. */
export function DetailDrawer({ opened, onClose, title, children }: DetailDrawerProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}

/** One labelled fact of a drawer: a small dimmed label above its value. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </div>
  );
}

export interface DetailPendingProps {
  /** The load's error, if it failed. */
  error: unknown;
  /** The error says the record is not there (a 404): no retry would help. */
  missing: boolean;
  texts: { notFound: string; loadError: string; loading: string };
  onRetry: () => void;
}

/** A drawer's content before its record is loaded: not found, a load error with «Riprova», or skeletons. */
export function DetailPending({ error, missing, texts, onRetry }: DetailPendingProps) {
  if (error) {
    return missing ? <Alert color="yellow" variant="light" title={texts.notFound} /> : <LoadError message={texts.loadError} onRetry={onRetry} />;
  }
  return (
    <Stack gap="sm" role="status" aria-label={texts.loading} aria-busy="true">
      <Skeleton height={60} />
      <Skeleton height={90} />
      <Skeleton height={160} />
    </Stack>
  );
}
