import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { paths } from '../../../lib/paths.ts';
import { useForgetArea } from '../api/business-area-cache.ts';
import type { AreaSignInState } from '../utils/area-sign-in-state.ts';

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * A 401 anywhere in the area (the session expired or was ended elsewhere): what was cached is forgotten and the
 * business is taken to `/area`, which says «La sessione è scaduta: chiedi un nuovo link». Returns whether it is leaving.
 */
export function useLeaveWhenSignedOut(signedOut: boolean): boolean {
  const navigate = useNavigate();
  const forget = useForgetArea();
  useEffect(() => {
    if (!signedOut) return;
    const state: AreaSignInState = { notice: 'sessionExpired' };
    void forget().then(() => navigate(paths.area, { replace: true, state }));
  }, [signedOut]);
  return signedOut;
}
