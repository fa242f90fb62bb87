/**
 * Product §9 toasts: at most one visible, shown for 5000 ms, dismissed by a swipe right of 50 px. Free of
 * Mantine, so the landing page's chat island (its own light toasts) follows the same rules.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
