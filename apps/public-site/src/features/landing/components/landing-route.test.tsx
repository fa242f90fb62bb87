import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { routes } from '../../../app/router.tsx';
import { startFakeChatApi, type FakeChatApi } from '../../../test/fake-chat-api.ts';
import { setPageOrigin } from '../../../test/render-chat.tsx';

let api: FakeChatApi;
beforeEach(async () => {
  api = await startFakeChatApi();
  setPageOrigin(api.origin);
  api.landingPages['elettricisti-isernia'] = {
    id: '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c',
    slug: 'elettricisti-isernia',
    title: 'Trova i migliori Elettricisti ad Isernia',
    metaDescription: 'Preventivi gratuiti.',
    keyword: 'Elettricisti',
    municipalityName: 'Isernia',
    province: 'Isernia',
    isPlural: true,
    content: '<p>Impianti e quadri elettrici.</p>',
    rating: { average: 4.6, count: 37, scope: 'region', placeName: 'Molise' },
  };
});
afterEach(async () => {
  await api.close();
});

describe('the SPA route /p/:slug (client navigation)', () => {
  it('writes its generated sentences in good Italian: the keyword in lower case and «ad» before a vowel', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/p/elettricisti-isernia'] });
    render(
      <Providers env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Trova i migliori Elettricisti ad Isernia' })).toBeTruthy();
    expect(
      screen.getByText(
        'Descrivi cosa ti serve: ricevi gratis i preventivi per servizi di elettricisti ad Isernia dai professionisti verificati della zona.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Servizi di elettricisti ad Isernia' })).toBeTruthy();
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/^Ciao! Cerchi un servizio di elettricisti ad Isernia\?/)).toBeTruthy();
  });

  it('reads the rating out as a sentence, without an aria-label on an element that cannot take one', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/p/elettricisti-isernia'] });
    render(
      <Providers env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { level: 1 });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText('Valutazione media 4,6 su 5, da 37 recensioni verificate in Molise')).toBeTruthy();
    expect(banner.getByText('4,6 su 5 · 37 recensioni verificate').closest('[aria-hidden]')).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Come verifichiamo le recensioni' }).getAttribute('href')).toBe('/recensioni');
    for (const element of document.querySelectorAll('span[aria-label], div[aria-label]:not([role])')) {
      expect.fail(`aria-label on <${element.tagName.toLowerCase()}>: ${element.outerHTML.slice(0, 120)}`);
    }
  });

  it('shows no stars when the page has no rating (fewer than 5 reviews)', async () => {
    api.landingPages['elettricisti-isernia'] = { ...api.landingPages['elettricisti-isernia']!, rating: null };
    const router = createMemoryRouter(routes, { initialEntries: ['/p/elettricisti-isernia'] });
    render(
      <Providers env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Isernia');
    expect(banner.textContent).not.toMatch(/su 5|recensioni|Valutazione/);
  });
});
