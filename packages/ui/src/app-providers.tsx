import { darken, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { common } from '@trovapro/copy';
import { theme } from './theme.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast-timing.ts';

const TOAST_POSITION = 'bottom-right';

/**
 * WCAG AA contrast for small text (axe, issue 10): Mantine's light `dimmed` (gray.6) is 3.3:1 on white,
 * so gray.7; and the text of the `light` variant (badges, light buttons, alerts) is shade 9 on shade 1,
 * which is 2.7:1 for yellow and 4.3:1 for teal, so every colour's light text is darkened by 35%.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)]),
    ),
  },
  dark: {},
});

export interface AppProvidersProps {
  children: ReactNode;
  /** `'test'` disables transitions and portals (Mantine's test environment). */
  env?: 'default' | 'test';
}

/** Theme, notifications and their keyboard shortcut: the root of every app. */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        position={TOAST_POSITION}
        allowDragDismiss
        role="region"
        aria-label={common.notificationsRegion}
        tabIndex={-1}
        data-notifications-region=""
      />
      <NotificationsHotkey />
      {children}
    </MantineProvider>
  );
}

/** F8 moves focus to the notification region (spec §9). */
function NotificationsHotkey() {
  useHotkeys([
    [
      'F8',
      () => {
        const selector = `[data-notifications-region][data-position="${TOAST_POSITION}"]`;
        document.querySelector<HTMLElement>(selector)?.focus();
      },
    ],
  ]);
  return null;
}
