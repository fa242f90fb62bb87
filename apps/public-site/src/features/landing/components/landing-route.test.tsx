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
    expect(within(screen.getByRole('banner')).getByText('Valutazione media 4,8 su 5')).toBeTruthy();
    for (const element of document.querySelectorAll('span[aria-label], div[aria-label]:not([role])')) {
      expect.fail(`aria-label on <${element.tagName.toLowerCase()}>: ${element.outerHTML.slice(0, 120)}`);
    }
  });
});
