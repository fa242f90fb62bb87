import { Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PRODUCT_NAME, common } from '@trovapro/copy';

export interface TopBarProps {
  /** Shown at the right from the `sm` breakpoint up (actions, welcome line). */
  right?: ReactNode;
  /** Content of the mobile drawer; a Burger appears below `sm` when given. `close` hides the drawer. */
  mobileMenu?: (close: () => void) => ReactNode;
}

// The drawer (Mantine's modal base and its scroll lock) is loaded when the menu is first opened: most visits never
// open it, and it weighs on every first screen's JavaScript budget (issue 30).
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((module) => ({ default: module.MobileDrawer })));

/** The product's top bar: product name, an optional right slot and an optional mobile menu. */
export function TopBar({ right, mobileMenu }: TopBarProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing it animates like any drawer.
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
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
      {mobileMenu && wanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close}>
            {mobileMenu(close)}
          </MobileDrawer>
        </Suspense>
      )}
    </Box>
  );
}
