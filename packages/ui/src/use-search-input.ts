import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How long the typing must pause before a search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box over a filter kept in the URL: what is typed reaches it (trimmed, through `commit`) once the
 * typing pauses; back/forward bring the URL's value into the box. Returns the box's value and its setter.
 */
export function useSearchInput(urlValue: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [input, setInput] = useState(urlValue);
  const [debounced] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  // Runs on a new typed value only: a URL change must not write the (older) typed one back.
  useEffect(() => {
    if (debounced !== urlValue) commit(debounced);
  }, [debounced]);
  useEffect(() => {
    setInput((typed) => (typed.trim() === urlValue ? typed : urlValue));
  }, [urlValue]);

  return [input, setInput];
}
