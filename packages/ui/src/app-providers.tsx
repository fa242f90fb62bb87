import { darken, MantineProvider, OptionalPortal, Tooltip, type CSSVariablesResolver } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useRef, type ReactNode } from 'react';
import { common } from '@trovapro/copy';
import { theme } from './theme.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast-timing.ts';

/**
 * WCAG AA contrast for small text (axe, issue 10): Mantine's light `dimmed` (gray.6) is 3.3:1 on white,
 * so gray.7; and the text of the `light` variant (badges, light buttons, alerts) is shade 9 on shade 1,
 * which is 2.7:1 for yellow and 4.3:1 for teal, so every colour's light text is darkened by 35%; a field's
 * error text (red.6, 3.3:1) is red.9.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)])),
  },
  dark: {},
});

export interface AppProvidersProps {
  children: ReactNode;
  /** `'test'` disables transitions and portals (Mantine's test environment). */
  env?: 'default' | 'test';
}

/**
 * Theme, notifications and their keyboard shortcut, and one tooltip group for the whole app (product §9:
 * after a tooltip closes, the next one within 300 ms opens without the 700 ms delay): the root of every app.
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <AppProvidersWithoutTooltips env={env}>
      <Tooltip.Group>{children}</Tooltip.Group>
    </AppProvidersWithoutTooltips>
  );
}

/**
 * The same root without the tooltip group, for an app that shows no tooltip (the checkout): the group alone brings
 * Mantine's floating layer (~20 KB gzipped) into the bundle, which the lead page's budget cannot carry (issue 30).
 */
export function AppProvidersWithoutTooltips({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsRegion />
      {children}
    </MantineProvider>
  );
}

/** The class of every toast: toasts.css shows only the newest of a container (product §9, one at a time). */
export const TOAST_CLASS = 'tp-toast';

/**
 * One labelled region around Mantine's toast containers (it renders one per screen position), which F8
 * focuses (product §9) — from anywhere, a text field included: that is where a person is when a toast arrives.
 */
function NotificationsRegion() {
  const region = useRef<HTMLElement>(null);
  useHotkeys([['F8', () => region.current?.focus()]], [], true);
  return (
    <OptionalPortal>
      <section ref={region} aria-label={common.notificationsRegion} tabIndex={-1}>
        <Notifications
          limit={TOAST_LIMIT}
          autoClose={TOAST_DURATION_MS}
          position="bottom-right"
          allowDragDismiss
          withinPortal={false}
          classNames={{ notification: TOAST_CLASS }}
        />
      </section>
    </OptionalPortal>
  );
}
