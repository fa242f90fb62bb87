import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@trovapro/api-client';
import { readServerForm } from '../utils/read-server-form.ts';
import { PartnerSignup, type PartnerSignupProps } from './partner-signup.tsx';

/** The sign-up alone, with the site's data-fetching rules (product §9) and a cache of its own. */
export function PartnerSignupIsland(props: PartnerSignupProps) {
  return (
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
      <PartnerSignup {...props} />
    </SWRConfig>
  );
}

/**
 * Mounts the sign-up into the server-rendered marker, in place of the server's form (React clears the
 * container), with what was typed there and the focus where it was.
 */
export function mountPartnerSignup(container: HTMLElement): Root {
  const { values, focus } = readServerForm(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <PartnerSignupIsland initialValues={values} initialFocus={focus} />
    </StrictMode>,
  );
  return root;
}
