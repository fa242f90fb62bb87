import { apiErrorMessages } from '@trovapro/copy';
import { normalizePhone } from '@trovapro/domain';
import { invalidField, requiredField } from './app-error.ts';

/** Optional free text as stored: trimmed, a blank one is null. */
export function optionalText(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * An optional phone number as stored: blank → null; otherwise valid (Italian by default, or with its
 * country code) and in the international format («+39 333 123 4567»), else 400 naming the field.
 */
export function optionalPhone(value: string | undefined, field: string): string | null {
  const text = optionalText(value);
  if (text === null) return null;
  const phone = normalizePhone(text);
  if (phone === null) throw invalidField(field, apiErrorMessages.invalidPhone);
  return phone;
}

/** A required line of text as stored: trimmed, runs of spaces made one; blank → 400 naming the field. */
export function requiredLine(value: string, field: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') throw requiredField(field);
  return text;
}

/** A required phone number, valid and normalised like `optionalPhone`; else 400 naming the field. */
export function requiredPhone(value: string, field: string): string {
  const phone = normalizePhone(value);
  if (phone === null) throw invalidField(field, apiErrorMessages.invalidPhone);
  return phone;
}
