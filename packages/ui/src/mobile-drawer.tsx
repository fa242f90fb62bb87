import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { common } from '@trovapro/copy';

export interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The top bar's menu below the `sm` breakpoint (loaded on its first opening, see top-bar.tsx). */
export function MobileDrawer({ opened, onClose, children }: MobileDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={common.menuTitle}
      position="right"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': common.closeMenu }}
    >
      {children}
    </Drawer>
  );
}
