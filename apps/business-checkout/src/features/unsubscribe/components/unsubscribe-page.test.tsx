import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RESUME_REFUSED_MESSAGE,
  UNSUBSCRIBE_TOKEN,
  startFakeCheckoutApi,
  unsubscribePath,
  type FakeCheckoutApi,
} from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

const QUESTION = 'Non vuoi più ricevere richieste di lavoro via email?';
const offersRequests = () => api.requests.filter((request) => request.url.startsWith('/api/partners/')).map(({ method, url }) => `${method} ${url}`);
const stopButton = () => screen.getByRole('button', { name: 'Non ricevere più offerte' });
const resumeButton = () => screen.getByRole('button', { name: 'Riattiva le offerte' });
const today = () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

function openStopPage(businessId = randomUUID()) {
  api.partners.add(businessId);
  renderApp(unsubscribePath(businessId), api.origin);
  return businessId;
}

// The page is loaded on demand (router `lazy`): the first look waits for it.
async function expectInvalidLink() {
  expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Non ricevere più offerte' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
}

function expectOnlyTheSupportAndHome() {
  expect(screen.getByRole('link', { name: 'supporto@trovapro.it' }).getAttribute('href')).toBe('mailto:supporto@trovapro.it');
  expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();
  expect(screen.queryAllByRole('button')).toEqual([]);
}

describe('/business/unsubscribe', () => {
  it('reads the state of the offers and changes nothing on opening: mail scanners open links', async () => {
    const businessId = openStopPage();
    expect(await screen.findByRole('heading', { name: QUESTION })).toBeTruthy();
    expect(stopButton()).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offersRequests()).toEqual([`GET /api/partners/offers?b=${businessId}&t=${UNSUBSCRIBE_TOKEN}`]);
    expect(api.unsubscribed.has(businessId)).toBe(false);
  });

  it('stops the offers with one POST, then shows since when they are stopped and how to resume them, also after a reload', async () => {
    const user = userEvent.setup();
    const businessId = openStopPage();
    await user.click(await screen.findByRole('button', { name: 'Non ricevere più offerte' }));
    expect(await screen.findByRole('heading', { name: `Le offerte sono sospese dal ${today()}` })).toBeTruthy();
    expect(screen.getByText(/Le hai disattivate tu: non ricevi nuove richieste di lavoro da TrovaPro/)).toBeTruthy();
    expect(screen.getByText('Offerte disattivate')).toBeTruthy();
    expect(resumeButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Non ricevere più offerte' })).toBeNull();
    const query = `?b=${businessId}&t=${UNSUBSCRIBE_TOKEN}`;
    expect(offersRequests()).toEqual([
      `GET /api/partners/offers${query}`,
      `POST /api/partners/unsubscribe${query}`,
      `GET /api/partners/offers${query}`,
    ]);

    // A reload reads the same state from the server.
    cleanup();
    renderApp(unsubscribePath(businessId), api.origin);
    expect(await screen.findByRole('heading', { name: `Le offerte sono sospese dal ${today()}` })).toBeTruthy();
    expect(resumeButton()).toBeTruthy();
  });

  it('ends with the public site’s one footer: its line, then the blog, «Diventa partner», privacy and terms on the public site', async () => {
    openStopPage();
    await screen.findByRole('heading', { name: QUESTION });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} TrovaPro. Tutti i diritti riservati.`)).toBeTruthy();
    const links = within(within(footer).getByRole('navigation', { name: 'Link del sito' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blog', 'http://localhost:3000/blog'],
      ['Sei un’azienda? Diventa partner', 'http://localhost:3000/aziende'],
      ['Privacy', 'http://localhost:3000/privacy'],
      ['Termini', 'http://localhost:3000/termini'],
      ['Termini aziende', 'http://localhost:3000/termini-aziende'],
    ]);
  });

  it('resumes the offers a business stopped itself: the stop button is back', async () => {
    const user = userEvent.setup();
    const businessId = randomUUID();
    api.unsubscribed.set(businessId, '2026-03-14T10:00:00.000Z');
    openStopPage(businessId);
    expect(await screen.findByRole('heading', { name: 'Le offerte sono sospese dal 14/03/2026' })).toBeTruthy();
    await user.click(resumeButton());
    expect(await screen.findByRole('heading', { name: QUESTION })).toBeTruthy();
    expect(screen.getByText('Offerte riattivate')).toBeTruthy();
    expect(screen.getByText('Riceverai di nuovo le offerte di nuovi lavori via email.')).toBeTruthy();
    expect(api.unsubscribed.has(businessId)).toBe(false);
    expect(stopButton()).toBeTruthy();
  });

  it.each([
    [
      'paused',
      'Le offerte sono sospese da TrovaPro',
      /Non ricevi offerte perché le abbiamo sospese noi\. Per sapere perché o per riattivarle scrivi a/,
    ],
    ['pending', 'La tua azienda è in attesa di approvazione', /Riceverai le offerte di lavoro dopo l’approvazione\. Per qualsiasi domanda scrivi a/],
    ['refused', 'La tua azienda non è stata approvata', /Non ricevi offerte di lavoro da TrovaPro\. Per informazioni scrivi a/],
  ] as const)('says who to write to when the offers are %s, with no button that cannot work', async (state, title, message) => {
    const businessId = randomUUID();
    api.offersHeld.set(businessId, state);
    openStopPage(businessId);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expectOnlyTheSupportAndHome();
  });

  it('shows what the server says when the resume is refused (the admin paused the offers meanwhile)', async () => {
    const user = userEvent.setup();
    const businessId = randomUUID();
    api.unsubscribed.set(businessId, '2026-03-14T10:00:00.000Z');
    openStopPage(businessId);
    await screen.findByRole('heading', { name: 'Le offerte sono sospese dal 14/03/2026' });
    // Meanwhile the admin pauses the offers: the API refuses the resume from here on.
    api.offersHeld.set(businessId, 'paused');
    await user.click(resumeButton());
    expect(await screen.findByText(RESUME_REFUSED_MESSAGE)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Le offerte sono sospese da TrovaPro' })).toBeTruthy();
  });

  it('shows the button loading while the stop is under way', async () => {
    const user = userEvent.setup();
    openStopPage();
    await screen.findByRole('heading', { name: QUESTION });
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    await user.click(stopButton());
    await waitFor(() => expect(stopButton().getAttribute('data-loading')).toBe('true'));
    expect(stopButton().hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByRole('heading', { name: `Le offerte sono sospese dal ${today()}` })).toBeTruthy();
  });

  it("says 'Link non valido' when the API does not know the business or its token (404)", async () => {
    renderApp(unsubscribePath(randomUUID(), 'un-token-sbagliato'), api.origin);
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeTruthy();
    await expectInvalidLink();
  });

  it.each([
    ['no parameters', '/business/unsubscribe'],
    ['no token', `/business/unsubscribe?b=${randomUUID()}`],
    ['no business', `/business/unsubscribe?t=${UNSUBSCRIBE_TOKEN}`],
    ['a business that is not an id', `/business/unsubscribe?b=42&t=${UNSUBSCRIBE_TOKEN}`],
  ])("says 'Link non valido' for a link with %s, without asking the API", async (_case, path) => {
    renderApp(path, api.origin);
    await expectInvalidLink();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offersRequests()).toEqual([]);
  });

  it('says when the state cannot be read, and reads it again on «Riprova»', async () => {
    const user = userEvent.setup();
    api.failing.add('partnerOffersStatus');
    openStopPage();
    expect(await screen.findByRole('heading', { name: 'Stato delle offerte non disponibile' })).toBeTruthy();
    api.failing.delete('partnerOffersStatus');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: QUESTION })).toBeTruthy();
  });

  it('shows an error toast when the stop fails and lets the business try again', async () => {
    const user = userEvent.setup();
    const businessId = openStopPage();
    await screen.findByRole('heading', { name: QUESTION });
    api.failing.add('partnerUnsubscribe');
    await user.click(stopButton());
    expect(await screen.findByText('Non è stato possibile completare la richiesta. Riprova tra qualche momento.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: QUESTION })).toBeTruthy();
    await waitFor(() => expect(stopButton().hasAttribute('disabled')).toBe(false));
    api.failing.delete('partnerUnsubscribe');
    await user.click(stopButton());
    expect(await screen.findByRole('heading', { name: `Le offerte sono sospese dal ${today()}` })).toBeTruthy();
    expect(api.unsubscribed.has(businessId)).toBe(true);
  });
});
