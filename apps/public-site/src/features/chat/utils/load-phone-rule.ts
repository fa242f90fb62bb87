/**
 * The phone rule of @trovapro/domain (`normalizePhone`: libphonenumber-js, Italian by default), loaded only
 * when a visitor reaches the details step: its metadata would weigh on every page with the chat island
 * (issue 10: 120 KB gzipped), for a field that is optional. Loaded once; a failed load is tried again.
 */
let loading: Promise<typeof import('./phone-rule.ts')> | null = null;

export function loadPhoneRule(): Promise<typeof import('./phone-rule.ts')> {
  loading ??= import('./phone-rule.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
