import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import { renderPartnerForm } from '../server/partner-signup/partner-form.ts';
import { startFakePartnerApi, type FakePartnerApi } from './features/partner-signup/test/fake-partner-api.ts';
import { setPageOrigin } from './test/render-chat.tsx';

let api: FakePartnerApi;
beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  api = await startFakePartnerApi();
  setPageOrigin(api.origin, '/aziende');
});
afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await api.close();
});

/** The page's marker with the form the server writes into it (server/partner-signup). */
const MARKUP = `<main><section id="iscrizione"><div id="trovapro-partner-signup" data-partner-signup>${renderPartnerForm()}</div></section></main>`;

function field<T extends HTMLElement>(name: string): T {
  return document.querySelector(`[name="${name}"]`) as T;
}

describe('/aziende entry: the sign-up island', () => {
  it('takes the place of the server’s form, keeping what was typed there and the focus', async () => {
    document.body.innerHTML = MARKUP;
    // The visitor starts before the island has loaded: the server's form holds the values.
    field<HTMLInputElement>('companyName').value = 'Idraulica Rossi Srl';
    field<HTMLInputElement>('email').value = 'info@idraulicarossi.it';
    field<HTMLSelectElement>('category').value = 'Pulizie';
    (document.querySelector('[name="serviceReach"][value="region"]') as HTMLInputElement).checked = true;
    field<HTMLInputElement>('privacy').checked = true;
    field<HTMLInputElement>('terms').checked = true;
    field<HTMLInputElement>('email').focus();
    expect((screen.getByRole('button', { name: copy.submit }) as HTMLButtonElement).disabled).toBe(true);

    await import('./partner-signup.tsx');
    // The island's form: its button can be pressed, the comune is its combobox.
    await waitFor(() => expect((screen.getByRole('button', { name: copy.submit }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('combobox', { name: copy.comuneLabel }).getAttribute('aria-autocomplete')).toBe('list');
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: copy.companyNameLabel }) as HTMLInputElement).value).toBe('Idraulica Rossi Srl');
    const email = screen.getByRole('textbox', { name: copy.emailLabel }) as HTMLInputElement;
    expect(email.value).toBe('info@idraulicarossi.it');
    expect((screen.getByRole('combobox', { name: copy.categoryLabel }) as HTMLSelectElement).value).toBe('Pulizie');
    expect((screen.getByRole('radio', { name: copy.reachOptions.region }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: new RegExp(`^${copy.privacyBefore}`) }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: new RegExp(`^${copy.businessTermsBefore}`) }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('starts empty on a fresh page, without moving the focus', async () => {
    document.body.innerHTML = MARKUP;
    await import('./partner-signup.tsx');
    await waitFor(() => expect((screen.getByRole('button', { name: copy.submit }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('textbox', { name: copy.companyNameLabel }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: copy.reachOptions.comune }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('logs an error when the page has no sign-up marker', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="trovapro-partner-signup"></div>';
    await import('./partner-signup.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#trovapro-partner-signup[data-partner-signup] not found'));
  });
});
