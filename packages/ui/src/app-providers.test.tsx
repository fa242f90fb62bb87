import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionIcon, Modal, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { common } from '@trovapro/copy';
import { notifySuccess } from './notify.ts';
import { render } from '@testing-library/react';
import { AppProvidersWithoutTooltips } from './app-providers.tsx';
import { renderWithTheme } from './render-with-theme.tsx';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './theme.ts';

const region = () => screen.getByRole('region', { name: common.notificationsRegion });

afterEach(() => {
  act(() => notifications.clean());
});

describe('AppProviders', () => {
  it('has one notification region, which F8 focuses from the page and from inside a text field (product §9)', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <label>
        Richiesta
        <textarea />
      </label>,
    );
    expect(screen.getAllByRole('region', { name: common.notificationsRegion })).toHaveLength(1);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region());

    await user.click(screen.getByRole('textbox', { name: 'Richiesta' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region());
  });

  it('opens a tooltip after 700 ms, and the next one at once within 300 ms of leaving the first (product §9)', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Tooltip label="Modifica">
          <ActionIcon aria-label="Modifica">M</ActionIcon>
        </Tooltip>
        <Tooltip label="Elimina">
          <ActionIcon aria-label="Elimina">E</ActionIcon>
        </Tooltip>
      </>,
    );
    const started = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Modifica' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, TOOLTIP_OPEN_DELAY_MS / 2)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Modifica'), { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 50);

    await user.unhover(screen.getByRole('button', { name: 'Modifica' }));
    const moved = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Elimina'), { timeout: 2000 });
    expect(performance.now() - moved).toBeLessThan(TOOLTIP_SKIP_DELAY_MS);
  });
});

describe('close buttons', () => {
  it("name the × of every dialog and toast 'Chiudi'", async () => {
    renderWithTheme(
      <Modal opened onClose={() => {}} title="Dettagli">
        contenuto
      </Modal>,
    );
    act(() => {
      notifySuccess('Salvato');
    });
    await screen.findByText('Salvato');
    expect(screen.getAllByRole('button', { name: common.close })).toHaveLength(2);
  });
});

describe('AppProvidersWithoutTooltips', () => {
  it('has the same notification region, which F8 focuses', async () => {
    const user = userEvent.setup();
    render(
      <AppProvidersWithoutTooltips env="test">
        <p>Pagina</p>
      </AppProvidersWithoutTooltips>,
    );
    expect(screen.getAllByRole('region', { name: common.notificationsRegion })).toHaveLength(1);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region());
  });
});
