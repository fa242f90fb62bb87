import { Box, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, common } from '@trovapro/copy';

export interface TopBarProps {
  /** Shown at the right from the `sm` breakpoint up (actions, welcome line). */
  right?: ReactNode;
  /** Content of the mobile drawer; a Burger appears below `sm` when given. `close` hides the drawer. */
  mobileMenu?: (close: () => void) => ReactNode;
}

/** The product's top bar: product name, an optional right slot and an optional mobile menu. */
export function TopBar({ right, mobileMenu }: TopBarProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text component="span" fw={800} fz="xl" c="brand.8">
          {PRODUCT_NAME}
        </Text>
        {right !== undefined && (
          <Group gap="md" visibleFrom={mobileMenu ? 'sm' : undefined} wrap="nowrap">
            {right}
          </Group>
        )}
        {mobileMenu && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? common.closeMenu : common.openMenu} />}
      </Group>
      {mobileMenu && (
        <Drawer
          opened={opened}
          onClose={close}
          title={common.menuTitle}
          position="right"
          size="xs"
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': common.closeMenu }}
        >
          {mobileMenu(close)}
        </Drawer>
      )}
    </Box>
  );
}
