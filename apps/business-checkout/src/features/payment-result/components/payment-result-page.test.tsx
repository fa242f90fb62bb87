import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCheckoutApi, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeAll(async () => {
  api = await startFakeCheckoutApi();
});
afterAll(async () => {
  await api.close();
});

// The page is loaded on demand (router `lazy`): the first look waits for it.
async function expectSuccess() {
  expect(await screen.findByRole('heading', { name: 'Pagamento Completato' })).toBeTruthy();
  expect(screen.getByText(/Riceverai a breve un'email con i dettagli di contatto del cliente/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
  expect(screen.getByRole('link', { name: 'Contatta il supporto' }).getAttribute('href')).toBe('mailto:supporto@trovapro.it');
  expect(screen.queryByText('Pagamento Non Completato')).toBeNull();
}

async function expectFailure() {
  expect(await screen.findByRole('heading', { name: 'Pagamento Non Completato' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
  expect(screen.queryByRole('link', { name: 'Contatta il supporto' })).toBeNull();
  expect(screen.queryByText('Pagamento Completato')).toBeNull();
}

describe('/business/success (product §2 Payment-complete)', () => {
  it.each([
    ['none of the three parameters is present', '/business/success'],
    ["redirect_status is 'succeeded'", '/business/success?payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded'],
    ['a payment_intent exists', '/business/success?payment_intent=pi_123'],
    ['the test gateway sends its result', '/business/success?payment_intent=pi_123&redirect_status=succeeded'],
  ])('is a success when %s', async (_case, path) => {
    renderApp(path, api.origin);
    await expectSuccess();
  });

  it.each([
    ["redirect_status is not 'succeeded' and there is no payment_intent", '/business/success?redirect_status=failed'],
    ['only the client secret is present', '/business/success?payment_intent_client_secret=pi_1_secret_x'],
  ])('is not completed when %s', async (_case, path) => {
    renderApp(path, api.origin);
    await expectFailure();
  });

  it('asks nothing of the API about the payment (only the footer asks for the company details)', async () => {
    api.requests.length = 0;
    renderApp('/business/success?payment_intent=pi_123', api.origin);
    await expectSuccess();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.map((request) => request.url).filter((url) => !url.startsWith('/api/legal'))).toEqual([]);
  });
});
