/**
 * The phone rule of @trovapro/domain (`normalizePhone`: libphonenumber-js, Italian by default), loaded once the
 * form is on screen rather than with the island: its metadata would double the island's first load. A failed
 * load is tried again on the next call.
 */
let loading: Promise<typeof import('./phone-rule.ts')> | null = null;

export function loadPhoneRule(): Promise<typeof import('./phone-rule.ts')> {
  loading ??= import('./phone-rule.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
