import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useFakeChatApi } from '../test/use-fake-chat-api.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

const _fake = useFakeChatApi();

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('public-site routes', () => {
  it('shows the Home of product §2: top bar, hero, three steps, the chat, three reasons', () => {
    renderAt('/');
    expect(within(screen.getByRole('banner')).getByText('TrovaPro')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Trova quello che ti serve, vicino a te' })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();

    const steps = screen.getByRole('region', { name: 'Come funziona' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1.Descrivi cosa ti serve', '2.Conferma la tua email', '3.Ricevi preventivi personalizzati']);
    const chat = screen.getByRole('region', { name: 'Descrivi la tua richiesta' });
    expect(within(chat).getByRole('log')).toBeTruthy();
    expect(within(chat).getByRole('textbox', { name: 'Il tuo messaggio' })).toBeTruthy();
    const why = screen.getByRole('region', { name: 'Perché scegliere TrovaPro' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['AI intelligente', 'Sicurezza garantita', 'Veloce e gratuito']);
    expect(within(why).getByText('I tuoi dati vengono condivisi solo con aziende verificate.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inizia la richiesta' }).getAttribute('href')).toBe('#chat');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('leads businesses to «Diventa partner» from Home and from the footer', () => {
    renderAt('/');
    const callout = screen.getByRole('region', { name: 'Sei un’azienda? Diventa partner' });
    expect(within(callout).getByRole('link', { name: 'Scopri come diventare partner' }).getAttribute('href')).toBe('/aziende');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sei un’azienda? Diventa partner' }).getAttribute('href')).toBe('/aziende');
  });

  it.each(['/', '/blog', '/pagina-che-non-esiste'])(
    'ends %s with the one footer of the site: its line, the blog, «Diventa partner», privacy and terms',
    (path) => {
      renderAt(path);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByText(`© ${new Date().getFullYear()} TrovaPro. Tutti i diritti riservati.`)).toBeTruthy();
      const links = within(within(footer).getByRole('navigation', { name: 'Link del sito' })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Blog', '/blog'],
        ['Sei un’azienda? Diventa partner', '/aziende'],
        ['Privacy', '/privacy'],
        ['Termini', '/termini'],
        ['Termini aziende', '/termini-aziende'],
      ]);
    },
  );

  it('hands /aziende, server-rendered, over to the server', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderAt('/aziende?utm_source=volantino');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/aziende?utm_source=volantino'));
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    replace.mockRestore();
  });

  it('does not move focus to the chat on a plain visit', () => {
    renderAt('/');
    expect(document.activeElement).toBe(document.body);
  });

  it('the hero’s call to action brings the chat into view with its input focused', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    renderAt('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Inizia la richiesta' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Il tuo messaggio' }));
  });

  it('/?open-chat=true focuses the chat input', async () => {
    renderAt('/?open-chat=true');
    const input = screen.getByRole('textbox', { name: 'Il tuo messaggio' });
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("shows the product's 404 screen on an unknown route, with a link home", () => {
    renderAt('/questa-pagina-non-esiste');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });
});
