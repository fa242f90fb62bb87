import type { PartnerSignupField } from '@trovapro/copy';
import { EMPTY_VALUES, FIELD_ORDER, isCategory, isReach, type SignupValues } from './signup-values.ts';

export interface ServerFormState {
  values: SignupValues;
  /** The field the visitor was in, to be focused again once the island has replaced the form. */
  focus: PartnerSignupField | undefined;
}

/**
 * What the visitor typed into the server-rendered form before the island mounted (on a slow connection they
 * may start at once), read by the fields' names; the comune's text is kept, to be chosen from the suggestions.
 */
export function readServerForm(container: HTMLElement): ServerFormState {
  const form = container.querySelector('form');
  if (form === null) return { values: EMPTY_VALUES, focus: undefined };
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const category = text('category');
  const reach = text('serviceReach');
  const active = document.activeElement;
  const name = active !== null && form.contains(active) ? active.getAttribute('name') : null;
  return {
    values: {
      companyName: text('companyName'),
      email: text('email'),
      phone: text('phone'),
      vatNumber: text('vatNumber'),
      category: isCategory(category) ? category : '',
      comuneText: text('comune'),
      comune: null,
      serviceReach: isReach(reach) ? reach : EMPTY_VALUES.serviceReach,
      privacy: data.get('privacy') !== null,
      terms: data.get('terms') !== null,
    },
    focus: FIELD_ORDER.find((field) => field === name),
  };
}
