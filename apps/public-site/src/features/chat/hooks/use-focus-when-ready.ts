import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element when it appears and again each time a call ends (`busy` back to false), so
 * keyboard users stay on the active step (a field or button disabled during a call loses focus).
 */
export function useFocusWhenReady(ref: RefObject<HTMLElement | null>, busy: boolean) {
  useEffect(() => {
    if (!busy) ref.current?.focus();
  }, [ref, busy]);
}
