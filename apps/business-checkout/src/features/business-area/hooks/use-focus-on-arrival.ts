import { useEffect, useRef } from 'react';

/**
 * Moves the focus to a page's heading when it appears (give it `tabIndex={-1}`): after a navigation inside the app a
 * screen reader starts on the new page's title, as after a page load. `when` delays it until the heading is shown.
 */
export function useFocusOnArrival<T extends HTMLElement>(when: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus({ preventScroll: true });
  }, [Boolean(when)]);
  return ref;
}
