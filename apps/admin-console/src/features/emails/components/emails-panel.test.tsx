import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeEmail } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { EmailsPanel } from './emails-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const lastQuery = () => Object.fromEntries(api.calls.filter((call) => call.path === '/api/admin/emails').at(-1)?.query ?? []);

describe('email log', () => {
  it('lists recipient, subject, purpose, status, attempts, last error and time', async () => {
    api.data.emails = [
      makeEmail({ to: 'rossi@example.it', subject: 'Nuova richiesta di Idraulico a Fano', status: 'sent' }),
      makeEmail({
        to: 'verdi@example.it',
        subject: 'Un altro lead',
        purpose: 'verification-code',
        status: 'failed',
        attempts: 5,
        lastError: 'Casella inesistente',
        createdAt: '2025-03-31T10:30:00.000Z',
      }),
      makeEmail({ to: 'bianchi@example.it', status: 'pending', attempts: 0 }),
    ];
    renderSignedIn(<EmailsPanel />, api);
    const sent = within((await screen.findByText('rossi@example.it')).closest('tr') as HTMLElement);
    expect(sent.getByText('Nuova richiesta di Idraulico a Fano')).toBeTruthy();
    expect(sent.getByText('Offerta lead')).toBeTruthy();
    expect(sent.getByText('Inviata')).toBeTruthy();
    expect(sent.getByText('—')).toBeTruthy();
    const failed = within(screen.getByText('verdi@example.it').closest('tr') as HTMLElement);
    expect(failed.getByText('Codice di verifica')).toBeTruthy();
    expect(failed.getByText('Non recapitata')).toBeTruthy();
    expect(failed.getByText('5')).toBeTruthy();
    expect(failed.getByText('Casella inesistente')).toBeTruthy();
    expect(failed.getByText(/^31\/03\/2025 \d{2}:30$/)).toBeTruthy();
    expect(within(screen.getByText('bianchi@example.it').closest('tr') as HTMLElement).getByText('In coda')).toBeTruthy();
    expect(screen.getByText('3 email in totale')).toBeTruthy();
  });

  it('names every purpose in Italian, never by its internal name', async () => {
    const purposes = {
      'verification-code': 'Codice di verifica',
      'lead-confirmation': 'Conferma della richiesta',
      'lead-offer': 'Offerta lead',
      'purchase-contacts': 'Contatti del cliente',
      'refund-notice': 'Avviso di rimborso',
      'partner-signup-code': 'Codice di conferma azienda',
      'partner-approved': 'Azienda approvata',
      'partner-refused': 'Azienda non approvata',
      'purchase-receipt': 'Fattura o ricevuta di acquisto',
      'credit-note': 'Nota di credito e rimborso',
      'admin-refund': 'Rimborso di un acquisto',
      'future-purpose': 'Altro',
    };
    api.data.emails = Object.keys(purposes).map((purpose) => makeEmail({ to: `${purpose}@example.it`, purpose }));
    renderSignedIn(<EmailsPanel />, api);
    for (const [purpose, label] of Object.entries(purposes)) {
      const row = within((await screen.findByText(`${purpose}@example.it`)).closest('tr') as HTMLElement);
      expect(row.getByText(label)).toBeTruthy();
      expect(row.queryByText(purpose)).toBeNull();
    }
  });

  it('filters by status on the server', async () => {
    api.data.emails = [makeEmail({ to: 'ok@example.it', status: 'sent' }), makeEmail({ to: 'ko@example.it', status: 'failed' })];
    const user = userEvent.setup();
    renderSignedIn(<EmailsPanel />, api);
    await screen.findByText('ok@example.it');
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Non recapitata' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'failed', page: '1', limit: '50' }));
    await waitFor(() => expect(screen.queryByText('ok@example.it')).toBeNull());
    expect(screen.getByText('ko@example.it')).toBeTruthy();
  });

  it('says so when there is no email', async () => {
    renderSignedIn(<EmailsPanel />, api);
    expect(await screen.findByText('Nessuna email trovata')).toBeTruthy();
  });
});
