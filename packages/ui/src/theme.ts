import { createTheme, Notification, type MantineColorsTuple, type ModalProps, type TooltipGroupProps, type TooltipProps } from '@mantine/core';
import { common } from '@trovapro/copy';

/** A calm, trustworthy blue leaning to teal; shade 7 keeps white text readable (WCAG AA). */
const brand: MantineColorsTuple = ['#e6f6fb', '#d3ebf4', '#a8d5e8', '#7abedc', '#54aad1', '#3b9ecb', '#2b97c9', '#1a7aa6', '#096d96', '#005e84'];

const fontFamily = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Tooltip timing of product §9: open after 700 ms; inside a group, skip the delay for 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects for Tooltip and Modal rather than `Tooltip.extend(…)` (which returns its argument): naming the
  // components would bring them, and Mantine's floating layer and scroll area, into every app, the checkout too.
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS } satisfies Partial<TooltipProps> },
    TooltipGroup: {
      defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, closeDelay: TOOLTIP_SKIP_DELAY_MS } satisfies Partial<TooltipGroupProps>,
    },
    // Mantine's close buttons are a bare ×: every dialog and toast names it.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': common.close } } satisfies Partial<ModalProps> },
    // A toast's text is gray.6 (3.3:1 on white): gray.7 meets WCAG AA.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': common.close } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});
