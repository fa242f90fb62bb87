import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatCopy, common, personalisedWelcome } from '@trovapro/copy';
import { setUpEntryTests } from './test/entry-test.ts';

const LANDING_ID = '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c';

const { api } = setUpEntryTests();

/** What a server-rendered landing page holds (see README "Embeddable chat widget"). */
function landingMarkup(attributes: string) {
  return `<header><h1>Idraulici a Milano</h1></header><div id="trovapro-chat" data-landing-chat ${attributes}></div>`;
}

describe('landing entry: the chat island (product §2 Embedded chat)', () => {
  it('mounts the chatbot into the landing container, with service, place and landing page id', async () => {
    document.body.innerHTML = landingMarkup(`data-service="Idraulico" data-location="Milano" data-landing-page-id="${LANDING_ID}"`);
    await import('./landing-chat.tsx');
    const container = document.getElementById('trovapro-chat') as HTMLElement;
    await waitFor(() => expect(within(container).getByText(personalisedWelcome('idraulico', 'a Milano'))).toBeTruthy());
    // the page's own content stays as the server rendered it
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Idraulici a Milano');

    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(within(container).getByRole('textbox', { name: chatCopy.messageLabel }), 'Perdita in bagno{Enter}');
    await within(container).findByRole('textbox', { name: chatCopy.emailLabel });
    expect(api().requestsTo('/api/leads/profile')[0]?.body).toEqual({
      userRequest: 'Perdita in bagno',
      prefilledService: 'Idraulico',
      prefilledLocation: 'Milano',
      landingPageId: LANDING_ID,
    });

    // the island's own toasts (no Mantine on a landing page), in the notifications region
    await user.type(within(container).getByRole('textbox', { name: chatCopy.emailLabel }), 'mario.rossi@example{Enter}');
    const region = screen.getByRole('region', { name: common.notificationsRegion });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(chatCopy.invalidEmailTitle);
    expect(alert.textContent).toContain(chatCopy.invalidEmailMessage);
    expect(api().requestsTo('/api/send-verification')).toEqual([]);
  });

  it('logs an error when the page has no chat marker', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    await import('./landing-chat.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#trovapro-chat[data-landing-chat] not found'));
    expect(screen.queryByRole('log')).toBeNull();
  });

  it.each([
    ['the location', 'data-service="Idraulico"'],
    ['the service', 'data-location="Milano"'],
    ['a blank service', 'data-service="  " data-location="Milano"'],
  ])('without %s logs an error and injects nothing', async (_missing, attributes) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = landingMarkup(attributes);
    await import('./landing-chat.tsx');
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
