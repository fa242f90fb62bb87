import { notifications } from '@mantine/notifications';

/**
 * Product §9: at most one toast at a time, the newest replacing the one on screen (a queued toast would
 * appear only after the previous one's 5 s, often after the page has moved on).
 */
function show(title: string, message: string | undefined, color: string): string {
  notifications.clean();
  return notifications.show({ title, message: message ?? '', color });
}

/** A success toast (5000 ms, configured once in `AppProviders`). */
export function notifySuccess(title: string, message?: string): string {
  return show(title, message, 'teal');
}

/** The product's "destructive" toast, for errors. */
export function notifyError(title: string, message?: string): string {
  return show(title, message, 'red');
}

/** Removes the toast on screen, e.g. the errors of a screen that is being left. */
export function clearNotifications(): void {
  notifications.clean();
}
