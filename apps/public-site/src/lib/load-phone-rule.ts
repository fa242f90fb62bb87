/**
 * The phone rule of @trovapro/domain (`normalizePhone`: libphonenumber-js, Italian by default), loaded only
 * when a form needs it (the chat's details step, the partner sign-up form): its metadata would weigh on every
 * page with the chat island (issue 10: 120 KB gzipped) and double the sign-up island's first load. Loaded
 * once; a failed load is tried again on the next call.
 */
let loading: Promise<typeof import('./phone-rule.ts')> | null = null;

export function loadPhoneRule(): Promise<typeof import('./phone-rule.ts')> {
  loading ??= import('./phone-rule.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
