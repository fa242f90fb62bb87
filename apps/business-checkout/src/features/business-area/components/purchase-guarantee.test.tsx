import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidPurchase, refundedPurchase, startFakeBusinessAreaApi, type FakeBusinessAreaApi } from '../../../test/fake-business-area-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

const DAY = 24 * 60 * 60 * 1000;
const renderSignedIn = () => renderApp('/area/acquisti', api.origin, { sessionId: api.openSession() });
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const guaranteeOf = async (title: string) => within(within(await screen.findByRole('article', { name: title })).getByTestId('purchase-guarantee'));

describe('«Garanzia contatto valido» on a purchase in the area', () => {
  it('shows the days left and reports a problem: a reason is required, the note is sent, the state follows', async () => {
    const open = paidPurchase({ guarantee: { until: new Date(Date.now() + 5 * DAY - 60_000).toISOString(), open: true, report: null } });
    api.purchases = [open];
    const user = userEvent.setup();
    renderSignedIn();

    const guarantee = await guaranteeOf('Idraulico · Fano (Pesaro e Urbino)');
    expect(guarantee.getByText('Garanzia: 5 giorni per segnalare un problema')).toBeTruthy();
    await user.click(guarantee.getByRole('button', { name: 'Segnala un problema' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Segnala un problema con questo lead' }));
    await user.click(dialog.getByRole('button', { name: 'Invia la segnalazione' }));
    expect(await dialog.findByText('Scegli un motivo')).toBeTruthy();
    expect(api.callsTo('businessReportPurchase')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Cliente mai raggiungibile dopo ripetuti tentativi' }));
    await user.type(dialog.getByRole('textbox', { name: /Nota/ }), 'Chiamato 4 volte, mai risposto.');
    await user.click(dialog.getByRole('button', { name: 'Invia la segnalazione' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('businessReportPurchase')[0]?.body).toEqual({ reason: 'unreachable', note: 'Chiamato 4 volte, mai risposto.' });
    const after = await guaranteeOf('Idraulico · Fano (Pesaro e Urbino)');
    expect(await after.findByText('Segnalazione in verifica')).toBeTruthy();
    expect(after.getByText('Motivo: Cliente mai raggiungibile dopo ripetuti tentativi')).toBeTruthy();
  });

  it('tells the API’s refusal (a report already made) in the dialog', async () => {
    const open = paidPurchase({ guarantee: { until: new Date(Date.now() + DAY).toISOString(), open: true, report: null } });
    api.purchases = [open];
    api.failNext('businessReportPurchase', {
      status: 409,
      body: { code: 'conflict', message: 'Hai già segnalato un problema per questo acquisto: ogni acquisto può essere segnalato una volta sola.' },
    });
    const user = userEvent.setup();
    renderSignedIn();
    await user.click((await guaranteeOf('Idraulico · Fano (Pesaro e Urbino)')).getByRole('button', { name: 'Segnala un problema' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Telefono o email non validi' }));
    await user.click(dialog.getByRole('button', { name: 'Invia la segnalazione' }));
    expect(text(await dialog.findByRole('alert'))).toContain('una volta sola');
  });

  it('shows an accepted, a refused report, and the days over', async () => {
    const accepted = refundedPurchase({
      guarantee: {
        until: '2026-02-19T10:00:00.000Z',
        open: false,
        report: {
          id: '1b2c3d4e-0000-4000-8000-000000000001',
          reason: 'phone_or_email_invalid',
          note: null,
          state: 'accepted',
          createdAt: '2026-02-12T09:00:00.000Z',
          decidedAt: '2026-02-12T09:00:00.000Z',
          decisionReason: null,
        },
      },
    });
    const refused = paidPurchase({
      category: 'Pulizie',
      place: null,
      guarantee: {
        until: '2026-03-12T10:15:00.000Z',
        open: false,
        report: {
          id: '1b2c3d4e-0000-4000-8000-000000000002',
          reason: 'never_asked',
          note: 'Dice di no',
          state: 'refused',
          createdAt: '2026-03-06T09:00:00.000Z',
          decidedAt: '2026-03-07T09:00:00.000Z',
          decisionReason: 'Il cliente ha confermato la richiesta.',
        },
      },
    });
    const expired = paidPurchase({ category: 'Giardiniere', place: null });
    api.purchases = [accepted, refused, expired];
    renderSignedIn();
    expect(text((await screen.findAllByTestId('purchase-guarantee'))[0] as HTMLElement)).toContain('Segnalazione accolta: rimborsato il 12/02/2026');
    expect((await guaranteeOf('Pulizie')).getByText('Segnalazione non accolta: Il cliente ha confermato la richiesta.')).toBeTruthy();
    expect((await guaranteeOf('Giardiniere')).getByText('Garanzia contatto valido: il periodo per segnalare un problema è terminato')).toBeTruthy();
  });
});
