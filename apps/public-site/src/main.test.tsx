import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultChatTemplates, personalisedWelcome } from '@trovapro/copy';
import { startFakeChatApi, type FakeChatApi } from './test/fake-chat-api.ts';
import { setPageOrigin } from './test/render-chat.tsx';

const LANDING_ID = '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c';

let api: FakeChatApi;
beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  api = await startFakeChatApi();
  setPageOrigin(api.origin);
});
afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await api.close();
});

/** What a server-rendered landing page holds (see README "Embeddable chat widget"). */
function landingMarkup(attributes: string) {
  return `<header><h1>Idraulici a Milano</h1></header><div id="trovapro-chat" data-landing-chat ${attributes}></div>`;
}

describe('main entry: full app', () => {
  it('logs an error when #root is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('./main.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#root'));
  });

  it('mounts the app into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main.tsx');
    await waitFor(() => expect(screen.getByText('TrovaPro')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: 'Trova quello che ti serve, vicino a te' })).toBeTruthy();
    expect(within(screen.getByRole('log')).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
  });
});

describe('main entry: embedded chat (spec §2 Embedded chat)', () => {
  it('mounts only the chatbot into the landing container, with service, place and landing page id', async () => {
    document.body.innerHTML = `${landingMarkup(`data-service="Idraulico" data-location="Milano" data-landing-page-id="${LANDING_ID}"`)}<div id="root"></div>`;
    await import('./main.tsx');
    const container = document.getElementById('trovapro-chat') as HTMLElement;
    await waitFor(() => expect(within(container).getByText(personalisedWelcome('Idraulico', 'Milano'))).toBeTruthy());
    // the full app is not mounted: no home hero, #root untouched
    expect(screen.queryByText('Trova quello che ti serve, vicino a te')).toBeNull();
    expect(document.getElementById('root')?.childElementCount).toBe(0);

    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(within(container).getByRole('textbox', { name: 'Il tuo messaggio' }), 'Perdita in bagno{Enter}');
    await within(container).findByRole('textbox', { name: 'La tua email' });
    expect(api.requestsTo('/api/leads/profile')[0]?.body).toEqual({
      userRequest: 'Perdita in bagno',
      prefilledService: 'Idraulico',
      prefilledLocation: 'Milano',
      landingPageId: LANDING_ID,
    });
  });

  it.each([
    ['the location', 'data-service="Idraulico"'],
    ['the service', 'data-location="Milano"'],
    ['a blank service', 'data-service="  " data-location="Milano"'],
  ])('without %s logs an error and injects nothing', async (_missing, attributes) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = landingMarkup(attributes);
    await import('./main.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('data-service and data-location'));
    expect(document.getElementById('trovapro-chat')?.childElementCount).toBe(0);
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('ignores (and reports) a landing page id that is not a UUID', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = landingMarkup('data-service="Idraulico" data-location="Milano" data-landing-page-id="42"');
    const { readLandingChatProps } = await import('./embed.tsx');
    expect(readLandingChatProps(document.getElementById('trovapro-chat') as HTMLElement)).toEqual({
      prefilledService: 'Idraulico',
      prefilledLocation: 'Milano',
      landingPageId: undefined,
      landingContext: undefined,
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('not a UUID'));
  });
});
