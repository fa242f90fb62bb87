import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCheckoutApi, type FakeCheckoutApi } from '../test/fake-checkout-api.ts';
import { renderApp } from '../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeAll(async () => {
  api = await startFakeCheckoutApi();
});
afterAll(async () => {
  await api.close();
});

describe('business-checkout routes', () => {
  it.each(['/', '/business', '/business/lead/abc/extra', '/admin'])("shows the product's 404 screen on %s", (path) => {
    renderApp(path, api.origin);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
    // The footer of every page, with the way to the blog.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('http://localhost:3000/blog');
  });

  it('frames the checkout pages with the top bar, which leads a business to its area', async () => {
    renderApp('/business/success', api.origin);
    expect(await screen.findByText('TrovaPro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Area aziende' }).getAttribute('href')).toBe('/area');
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
