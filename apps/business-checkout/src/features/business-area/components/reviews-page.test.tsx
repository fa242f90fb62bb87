import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aReview, REPLY_CLOSED_MESSAGE, startFakeBusinessReviewsApi, type FakeBusinessReviewsApi } from '../../../test/fake-business-reviews-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessReviewsApi;
beforeEach(async () => {
  api = await startFakeBusinessReviewsApi();
});
afterEach(async () => {
  await api.close();
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const reviewBy = async (author: string) => (await screen.findByRole('article', { name: author })) as HTMLElement;
const renderSignedIn = (path = '/area/recensioni') => renderApp(path, api.origin, { sessionId: api.openSession() });

describe('/area/recensioni: the business’s reviews and its reply', () => {
  it('shows each review: stars, author or «Cliente», the request and its dates, the status, the comment; the rating', async () => {
    api.reviews = [
      aReview(),
      aReview({ author: null, stars: 5, comment: null, status: 'published', canReply: false, place: null, category: 'Elettricista' }),
      aReview({ author: 'Marco R.', stars: 1, status: 'hidden', canReply: false }),
    ];
    api.rating = { average: '4.6', count: 12 };
    renderSignedIn();

    expect(await screen.findByRole('heading', { level: 2, name: 'Recensioni dei clienti' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sezioni dell’Area aziende' });
    expect(within(nav).getByRole('link', { name: 'Recensioni' }).getAttribute('aria-current')).toBe('page');

    const pending = await reviewBy('Giulia B.');
    expect(text(within(pending).getByTestId('review-stars'))).toBe('★★★★☆4 stelle su 5');
    expect(within(pending).getByText('Idraulico · Fano (Pesaro e Urbino) · Richiesta del 20/02/2026 · Recensione del 05/03/2026')).toBeTruthy();
    expect(within(pending).getByText('In attesa di pubblicazione')).toBeTruthy();
    expect(within(pending).getByText('Puntuale e gentile, ha risolto la perdita in un’ora.')).toBeTruthy();
    expect(within(pending).getByText(/^Puoi rispondere fino al 12\/03\/2026 alle \d\d:\d\d\.$/)).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Rispondi alla recensione di Giulia B. del 05/03/2026' })).toBeTruthy();

    const anonymous = await reviewBy('Cliente');
    expect(within(anonymous).getByText('Pubblicata')).toBeTruthy();
    expect(within(anonymous).getByText('Il cliente non ha scritto un commento.')).toBeTruthy();
    expect(within(anonymous).getByText(/^Elettricista · Richiesta del/)).toBeTruthy();
    expect(within(anonymous).queryByRole('button')).toBeNull();

    const hidden = await reviewBy('Marco R.');
    expect(within(hidden).getByText('Non pubblicata')).toBeTruthy();
    expect(within(hidden).getByText('Questa recensione non è visibile al pubblico e non conta nella tua valutazione.')).toBeTruthy();
    expect(within(hidden).queryByRole('button')).toBeNull();

    const summary = screen.getByTestId('reviews-summary');
    expect(within(summary).getByText('★ 4,6 su 5 · 12 recensioni pubblicate')).toBeTruthy();
    expect(within(summary).getByText('1 recensione aspetta la tua risposta.')).toBeTruthy();
    expect(screen.getByText('3 recensioni')).toBeTruthy();
  });

  it('replies: a dialog with the text counted, then the reply under the review, editable while allowed', async () => {
    const user = userEvent.setup();
    const review = aReview();
    api.reviews = [review];
    renderSignedIn();
    const card = await reviewBy('Giulia B.');
    await user.click(within(card).getByRole('button', { name: /^Rispondi alla recensione/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    const field = within(dialog).getByRole('textbox', { name: /Risposta/ }) as HTMLTextAreaElement;
    expect(within(dialog).getByText('0/1000 caratteri')).toBeTruthy();
    expect(field.maxLength).toBe(1000);
    await user.type(field, '  Grazie Giulia!  ');
    expect(within(dialog).getByText('18/1000 caratteri')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));

    expect(await screen.findByText('Risposta salvata')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('businessReplyToReview').map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', `/api/business/area/reviews/${review.id}/reply`, { reply: 'Grazie Giulia!' }],
    ]);
    const reply = await within(card).findByTestId('review-reply');
    expect(within(reply).getByText('La tua risposta')).toBeTruthy();
    expect(within(reply).getByText('Grazie Giulia!')).toBeTruthy();

    // Editing starts from the saved reply.
    await user.click(within(card).getByRole('button', { name: 'Modifica la risposta alla recensione di Giulia B. del 05/03/2026' }));
    const again = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    expect((within(again).getByRole('textbox', { name: /Risposta/ }) as HTMLTextAreaElement).value).toBe('Grazie Giulia!');
  });

  it('refuses a blank reply without asking the server', async () => {
    const user = userEvent.setup();
    api.reviews = [aReview()];
    renderSignedIn();
    await user.click(within(await reviewBy('Giulia B.')).getByRole('button', { name: /^Rispondi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    await user.type(within(dialog).getByRole('textbox', { name: /Risposta/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(await within(dialog).findByText('Scrivi la risposta.')).toBeTruthy();
    expect(api.callsTo('businessReplyToReview')).toEqual([]);
  });

  it('asks before closing the dialog with changes; without changes it just closes', async () => {
    const user = userEvent.setup();
    api.reviews = [aReview()];
    renderSignedIn();
    const card = await reviewBy('Giulia B.');
    await user.click(within(card).getByRole('button', { name: /^Rispondi/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: /^Rispondi/ }));
    dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    await user.type(within(dialog).getByRole('textbox', { name: /Risposta/ }), 'Una bozza');
    await user.keyboard('{Escape}');
    const asking = await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' });
    expect(within(asking).getByText('La risposta che hai scritto non è stata salvata e andrà persa.')).toBeTruthy();
    await user.click(within(asking).getByRole('button', { name: 'Continua a scrivere' }));
    dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    expect((within(dialog).getByRole('textbox', { name: /Risposta/ }) as HTMLTextAreaElement).value).toBe('Una bozza');

    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).getByRole('button', { name: 'Chiudi senza salvare' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('businessReplyToReview')).toEqual([]);
  });

  it('after the deadline the review is read-only, its reply kept', async () => {
    api.reviews = [aReview({ canReply: false, reply: 'Grazie della fiducia.', repliedAt: '2026-03-06T08:00:00.000Z' })];
    renderSignedIn();
    const card = await reviewBy('Giulia B.');
    expect(within(card).getByText('Il tempo per rispondere è terminato.')).toBeTruthy();
    expect(within(card).getByText('Grazie della fiducia.')).toBeTruthy();
    expect(within(card).getByText('Inviata il 06/03/2026')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a reply the server refuses (409: the days ended meanwhile) says why in the dialog and keeps the text', async () => {
    const user = userEvent.setup();
    const review = aReview();
    api.reviews = [review];
    renderSignedIn();
    await user.click(within(await reviewBy('Giulia B.')).getByRole('button', { name: /^Rispondi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rispondi alla recensione' });
    await user.type(within(dialog).getByRole('textbox', { name: /Risposta/ }), 'Grazie!');
    api.reviews = [{ ...review, canReply: false }];
    await user.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(REPLY_CLOSED_MESSAGE)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Risposta/ }) as HTMLTextAreaElement).value).toBe('Grazie!');
    // The list asked again: once the dialog is closed the review is read-only.
    await waitFor(() => expect(api.callsTo('businessListReviews')).toHaveLength(2));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chiudi senza salvare' }));
    expect(await within(await reviewBy('Giulia B.')).findByText('Il tempo per rispondere è terminato.')).toBeTruthy();
  });

  it('no review yet: says when they come', async () => {
    renderSignedIn();
    const empty = await screen.findByTestId('reviews-empty');
    expect(within(empty).getByText('Nessuna recensione per ora')).toBeTruthy();
  });

  it('shows a skeleton while the list loads, and an error with a retry when it cannot be loaded', async () => {
    const user = userEvent.setup();
    let release = () => {};
    api.reviews = [aReview()];
    api.failing.add('businessListReviews');
    const sessionId = api.openSession();
    api.hold = new Promise((resolve) => (release = resolve));
    renderApp('/area/recensioni', api.origin, { sessionId });
    expect(await screen.findByRole('status', { name: 'Caricamento delle recensioni…' })).toBeTruthy();
    release();
    api.hold = null;
    expect(await screen.findByText('Non è stato possibile caricare le recensioni.')).toBeTruthy();
    api.failing.delete('businessListReviews');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await reviewBy('Giulia B.')).toBeTruthy();
  });

  it('without a session goes to /area', async () => {
    const { router } = renderApp('/area/recensioni', api.origin);
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
  });
});
