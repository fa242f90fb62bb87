import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatCopy, defaultChatTemplates } from '@trovapro/copy';
import { setUpEntryTests } from './test/entry-test.ts';
import { setPageOrigin } from './test/render-chat.tsx';

const { api } = setUpEntryTests();

/** What the server-rendered Home holds: the hero's call to action, the chat's section and its marker. */
const HOME_MARKUP = `<main><a href="#chat">Inizia la richiesta</a><section id="chat"><div id="trovapro-chat" data-home-chat></div></section></main>`;

const messageInput = () => screen.getByRole('textbox', { name: chatCopy.messageLabel });

describe('Home entry: the chat island of the server-rendered Home', () => {
  it('mounts the chat without prefilled fields: the welcome, and the analysis with no landing fields', async () => {
    document.body.innerHTML = HOME_MARKUP;
    await import('./home-chat.tsx');
    const container = document.getElementById('trovapro-chat') as HTMLElement;
    await waitFor(() => expect(within(container).getByText(defaultChatTemplates.welcome_message)).toBeTruthy());
    expect(document.activeElement).toBe(document.body);

    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().type(messageInput(), 'Perdita in bagno a Milano{Enter}');
    await screen.findByRole('textbox', { name: chatCopy.emailLabel });
    expect(api().requestsTo('/api/leads/profile')[0]?.body).toEqual({ userRequest: 'Perdita in bagno a Milano' });
  });

  it('/?open-chat=true focuses the chat input', async () => {
    setPageOrigin(api().origin, '/?open-chat=true');
    document.body.innerHTML = HOME_MARKUP;
    await import('./home-chat.tsx');
    await waitFor(() => expect(document.activeElement).toBe(messageInput()));
  });

  it('the call to action (a link to #chat) focuses the chat input', async () => {
    document.body.innerHTML = HOME_MARKUP;
    await import('./home-chat.tsx');
    await waitFor(() => expect(messageInput()).toBeTruthy());
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Inizia la richiesta' }));
    expect(document.activeElement).toBe(messageInput());
  });

  it('logs an error when the page has no Home chat marker', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="trovapro-chat" data-landing-chat data-service="Idraulico" data-location="Milano"></div>';
    await import('./home-chat.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#trovapro-chat[data-home-chat] not found'));
    expect(screen.queryByRole('log')).toBeNull();
  });
});
