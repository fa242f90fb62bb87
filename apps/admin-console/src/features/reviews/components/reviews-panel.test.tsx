import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminReview } from '@trovapro/domain';
import { startFakeAdminApi, TEST_ADMIN, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const FUTURE = '2099-03-13T09:00:00.000Z';
const PAST = '2026-03-13T09:00:00.000Z';

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: randomUUID(),
    rating: 4,
    comment: 'Puntuale e gentile, lavoro pulito.',
    authorName: 'Marco R.',
    status: 'pending',
    createdAt: '2026-03-06T09:00:00.000Z',
    replyUntil: FUTURE,
    reply: null,
    repliedAt: null,
    hiddenReason: null,
    moderatedAt: null,
    anonymisedAt: null,
    publishable: false,
    business: { id: randomUUID(), name: 'Idraulica Rossi' },
    lead: { id: randomUUID(), category: 'Idraulico', place: 'Fano (Pesaro e Urbino)' },
    events: [{ type: 'created', at: '2026-03-06T09:00:00.000Z', adminName: null, reason: null }],
    ...overrides,
  };
}

async function renderPanel(path = '/admin/recensioni') {
  const rendered = renderSignedIn(<ReviewsPanel />, api, path);
  await screen.findByRole('heading', { name: 'Recensioni' });
  return { user: userEvent.setup(), ...rendered };
}
const cardOf = async (title: string) => within((await screen.findByRole('article', { name: title })) as HTMLElement);
const TITLE = 'Idraulica Rossi · Idraulico · Fano (Pesaro e Urbino)';

describe('«Recensioni»', () => {
  it('lists the reviews to decide with stars, comment, author, business, request, dates and until when the reply may come', async () => {
    api.data.reviews = [makeReview()];
    await renderPanel();
    const card = await cardOf(TITLE);
    expect(card.getByRole('img', { name: '4 stelle su 5' })).toBeTruthy();
    expect(card.getByText('Puntuale e gentile, lavoro pulito.')).toBeTruthy();
    expect(card.getByText('di Marco R. · Scritta il 06/03/2026')).toBeTruthy();
    expect(card.getByText('La risposta può arrivare fino al 13/03/2099')).toBeTruthy();
    expect(card.getByText('Da decidere')).toBeTruthy();
    // Publishing waits for the reply or its date: the button says so and is off.
    expect((card.getByRole('button', { name: 'Pubblica' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByText('Potrai pubblicarla dopo la risposta o dal 13/03/2099.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Apri il lead' }).getAttribute('href')).toMatch(/^\/admin\/leads\?lead=/);
  });

  it('publishes a replied review, then shows it among the published with the reply and its history', async () => {
    api.data.reviews = [
      makeReview({
        reply: 'Grazie Marco!',
        repliedAt: '2026-03-07T09:00:00.000Z',
        publishable: true,
        events: [
          { type: 'created', at: '2026-03-06T09:00:00.000Z', adminName: null, reason: null },
          { type: 'replied', at: '2026-03-07T09:00:00.000Z', adminName: null, reason: null },
        ],
      }),
    ];
    const { user, router } = await renderPanel();
    const card = await cardOf(TITLE);
    expect(card.getByText('Grazie Marco!')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Pubblica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare la recensione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pubblica' }));
    await waitFor(() => expect(api.data.reviews[0]?.status).toBe('published'));
    await waitFor(() => expect(screen.queryByRole('article', { name: TITLE })).toBeNull());
    expect(await screen.findByText('Nessuna recensione')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Pubblicate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published'));
    const published = await cardOf(TITLE);
    expect(published.getByText('Pubblicata')).toBeTruthy();
    await user.click(published.getByRole('button', { name: 'Cronologia' }));
    const history = published.getAllByRole('listitem').map((item) => item.textContent);
    expect(history).toHaveLength(3);
    expect(history[0]).toContain('Scritta dal cliente');
    expect(history[1]).toContain('Risposta dell’azienda');
    expect(history[2]).toContain(`Pubblicata da ${TEST_ADMIN.name}`);
  });

  it('hides a review only with a reason, and shows the reason; an anonymised author reads «Cliente»', async () => {
    api.data.reviews = [
      makeReview({
        authorName: null,
        anonymisedAt: '2026-03-10T09:00:00.000Z',
        replyUntil: PAST,
        publishable: true,
        comment: 'Sono [nome rimosso].',
      }),
    ];
    const { user } = await renderPanel();
    const card = await cardOf(TITLE);
    expect(card.getByText('di Cliente · Scritta il 06/03/2026')).toBeTruthy();
    expect(card.getByText('Dati del cliente cancellati il 10/03/2026')).toBeTruthy();
    expect(card.getByText('Nessuna risposta: i giorni per rispondere sono finiti il 13/03/2026')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Nascondi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nascondere la recensione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nascondi' }));
    expect(await within(dialog).findByText('Scrivi il motivo')).toBeTruthy();
    expect(api.data.reviews[0]?.status).toBe('pending');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Contiene dati personali');
    await user.click(within(dialog).getByRole('button', { name: 'Nascondi' }));
    await waitFor(() => expect(api.data.reviews[0]).toMatchObject({ status: 'hidden', hiddenReason: 'Contiene dati personali' }));
  });

  it('shows an error with a retry when the list cannot load', async () => {
    api.failing.add('adminListReviews');
    renderSignedIn(<ReviewsPanel />, api, '/admin/recensioni');
    expect(await screen.findByText('Impossibile caricare le recensioni')).toBeTruthy();
  });
});
