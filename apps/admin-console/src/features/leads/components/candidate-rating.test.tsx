import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBusiness, makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { BusinessSelectionDialog } from './business-selection-dialog.tsx';

/** Issue 34: each candidate row's rating, and the rule the list is ordered by. */
let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

async function openDialog(businesses: ReturnType<typeof makeBusiness>[]) {
  const lead = makeLead({ status: 'approved_pending_companies', price: '25.00' });
  api.data.leads = [lead];
  api.data.businesses = businesses;
  renderSignedIn(<BusinessSelectionDialog lead={lead} onClose={vi.fn()} />, api);
  const dialog = await screen.findByRole('dialog', { name: 'Seleziona Aziende per il Lead' });
  return { dialog, list: await within(dialog).findByRole('group', { name: 'Aziende candidate per questo lead' }) };
}

const rowOf = (list: HTMLElement, name: string) => within(list).getByRole('checkbox', { name }).closest('.mantine-Paper-root') as HTMLElement;

describe('candidate list: ratings and the order rule (issue 34)', () => {
  it('shows «★ 4,6 (12)» with its words for a rated business and «Nessuna recensione» for one without', async () => {
    const rated = makeBusiness({ name: 'Stellare Srl' });
    const unrated = makeBusiness({ name: 'Nuova Srl' });
    api.data.ratings = new Map([[rated.id, { average: '4.6', count: 12 }]]);
    const { list } = await openDialog([rated, unrated]);

    const rating = within(rowOf(list, 'Stellare Srl')).getByTestId('candidate-rating');
    expect(rating.querySelector('[aria-hidden="true"]')?.textContent).toBe('★ 4,6 (12)');
    // What a screen reader says instead of the star.
    expect(within(rating).getByText('Valutazione 4,6 su 5, 12 recensioni pubblicate')).toBeTruthy();
    expect(within(rowOf(list, 'Nuova Srl')).getByTestId('candidate-rating').textContent).toBe('Nessuna recensione');
  });

  it('states the order above the list, with the review score’s rule', async () => {
    const { dialog } = await openDialog([makeBusiness({ name: 'Stellare Srl' })]);
    const order = within(dialog).getByTestId('candidate-order').textContent ?? '';
    expect(order).toMatch(/^Ordine: prima le aziende le cui preferenze accettano il lead, poi le più vicine/);
    expect(order).toContain('come se ogni azienda partisse con 5 recensioni da 3 stelle');
    expect(order).toContain('a parità di punteggio, per nome');
  });

  it('keeps the rating of a candidate edited in the dialog', async () => {
    const rated = makeBusiness({ name: 'Stellare Srl', email: 'stellare@example.it' });
    api.data.ratings = new Map([[rated.id, { average: '5.0', count: 1 }]]);
    const { list } = await openDialog([rated]);
    const user = userEvent.setup();
    await user.click(within(rowOf(list, 'Stellare Srl')).getByRole('button', { name: 'Modifica Stellare Srl' }));
    const form = await screen.findByRole('form', { name: 'Modifica Stellare Srl' });
    const name = within(form).getByRole('textbox', { name: /Nome/ });
    await user.clear(name);
    await user.type(name, 'Stellare Impianti Srl');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    const row = await within(list).findByRole('checkbox', { name: 'Stellare Impianti Srl' });
    expect(within(row.closest('.mantine-Paper-root') as HTMLElement).getByText('Valutazione 5,0 su 5, 1 recensione pubblicata')).toBeTruthy();
  });
});
