import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page only the server renders (`/privacy`, `/termini`, `/privacy/cancella`): reached by a client
 * navigation, the document is loaded from the server instead.
 */
export function ServerPageRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
