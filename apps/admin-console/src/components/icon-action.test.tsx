import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@trovapro/ui';
import { describe, expect, it } from 'vitest';
import { ACTION_ICONS, IconAction } from './icon-action.tsx';

describe('IconAction', () => {
  it('gives each meaning its own icon: no icon stands for two actions', () => {
    const icons = Object.values(ACTION_ICONS);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('names the button and shows the same name in its tooltip', async () => {
    let clicks = 0;
    render(
      <AppProviders env="test">
        <IconAction kind="delete" label="Elimina" onClick={() => clicks++} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Elimina' });
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('tabler-icon-trash');
    await user.hover(button);
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe('Elimina');
    await user.click(button);
    expect(clicks).toBe(1);
  });

  it('says when an action is not available yet, and does nothing', async () => {
    render(
      <AppProviders env="test">
        <IconAction kind="contact" label="Contatta Rossi" unavailable />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'Contatta Rossi' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().hover(button);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Contatta Rossi: disponibile a breve'), { timeout: 2000 });
  });

  it('opens a public page in a new tab', () => {
    render(
      <AppProviders env="test">
        <IconAction kind="openPublicPage" label="Apri la pagina pubblica" href="https://www.trovapro.it/p/idraulico-fano" />
      </AppProviders>,
    );
    const link = screen.getByRole('link', { name: 'Apri la pagina pubblica' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://www.trovapro.it/p/idraulico-fano',
      '_blank',
      'noopener noreferrer',
    ]);
  });
});
