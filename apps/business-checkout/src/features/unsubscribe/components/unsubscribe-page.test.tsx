import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TOKEN, startFakeCheckoutApi, unsubscribePath, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

const QUESTION = 'Non vuoi più ricevere richieste di lavoro via email?';
const stopRequests = () => api.requests.filter((request) => request.url.startsWith('/api/partners/'));
const stopButton = () => screen.getByRole('button', { name: 'Non ricevere più offerte' });

function openStopPage() {
  const businessId = randomUUID();
  api.partners.add(businessId);
  renderApp(unsubscribePath(businessId), api.origin);
  return businessId;
}

function expectInvalidLink() {
  expect(screen.getByRole('heading', { name: 'Link non valido' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Non ricevere più offerte' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
}

describe('/business/unsubscribe', () => {
  it('asks first and changes nothing on opening: mail scanners open links', async () => {
    const businessId = openStopPage();
    expect(screen.getByRole('heading', { name: QUESTION })).toBeTruthy();
    expect(stopButton()).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopRequests()).toEqual([]);
    expect(api.unsubscribed.has(businessId)).toBe(false);
  });

  it('stops the offers with one POST and says how to turn them back on', async () => {
    const user = userEvent.setup();
    const businessId = openStopPage();
    await user.click(stopButton());
    expect(await screen.findByRole('heading', { name: 'Offerte disattivate' })).toBeTruthy();
    expect(screen.getByText(/Fatto: non riceverai più offerte\. Per riattivarle scrivi a/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'supporto@trovapro.it' }).getAttribute('href')).toBe('mailto:supporto@trovapro.it');
    expect(stopRequests().map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: `/api/partners/unsubscribe?b=${businessId}&t=${UNSUBSCRIBE_TOKEN}`, body: undefined },
    ]);
    expect(api.unsubscribed.has(businessId)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Non ricevere più offerte' })).toBeNull();
  });

  it('shows the button loading while the request is under way', async () => {
    const user = userEvent.setup();
    openStopPage();
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    await user.click(stopButton());
    await waitFor(() => expect(stopButton().getAttribute('data-loading')).toBe('true'));
    expect(stopButton().hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByRole('heading', { name: 'Offerte disattivate' })).toBeTruthy();
  });

  it("says 'Link non valido' when the API does not know the business or its token (404)", async () => {
    const user = userEvent.setup();
    renderApp(unsubscribePath(randomUUID(), 'un-token-sbagliato'), api.origin);
    await user.click(stopButton());
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeTruthy();
    expectInvalidLink();
  });

  it.each([
    ['no parameters', '/business/unsubscribe'],
    ['no token', `/business/unsubscribe?b=${randomUUID()}`],
    ['no business', `/business/unsubscribe?t=${UNSUBSCRIBE_TOKEN}`],
    ['a business that is not an id', `/business/unsubscribe?b=42&t=${UNSUBSCRIBE_TOKEN}`],
  ])("says 'Link non valido' for a link with %s, without asking the API", async (_case, path) => {
    renderApp(path, api.origin);
    expectInvalidLink();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopRequests()).toEqual([]);
  });

  it('shows an error toast on any other failure and lets the business try again', async () => {
    const user = userEvent.setup();
    const businessId = openStopPage();
    api.failing.add('partnerUnsubscribe');
    await user.click(stopButton());
    expect(await screen.findByText('Non è stato possibile completare la richiesta. Riprova tra qualche momento.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: QUESTION })).toBeTruthy();
    await waitFor(() => expect(stopButton().hasAttribute('disabled')).toBe(false));
    api.failing.delete('partnerUnsubscribe');
    await user.click(stopButton());
    expect(await screen.findByRole('heading', { name: 'Offerte disattivate' })).toBeTruthy();
    expect(api.unsubscribed.has(businessId)).toBe(true);
  });
});
