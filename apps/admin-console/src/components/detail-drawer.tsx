import { Drawer, em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { common } from '@trovapro/copy';

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
