import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessTermsCopy } from '@trovapro/copy';
import { leadPath, leadView, startFakeCheckoutApi, TERMS_REQUIRED_MESSAGE, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

const TERMS = { version: '2026-11-28', url: 'https://www.trovapro.example/termini-aziende' };

async function openLead(termsToAccept: typeof TERMS | null) {
  const lead = leadView({ termsToAccept });
  api.leads.set(lead.id, lead);
  renderApp(leadPath(lead.id), api.origin);
  await screen.findByRole('button', { name: 'Procedi al Pagamento' });
  return lead;
}

const termsBox = () => screen.getByRole('checkbox', { name: /Ho letto e accetto i Termini per le aziende/ }) as HTMLInputElement;
const purchases = () => api.requests.filter((request) => request.method === 'POST' && request.url.startsWith('/api/business/purchase'));

describe('the terms for businesses at checkout (issue 33)', () => {
  it('asks for them when the lead view names a version: a required box linking the terms, in a new tab', async () => {
    await openLead(TERMS);
    expect(termsBox().checked).toBe(false);
    expect(termsBox().required).toBe(true);
    const link = screen.getByRole('link', { name: businessTermsCopy.checkoutLink });
    expect(link.getAttribute('href')).toBe(TERMS.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/versione 2026-11-28/)).toBeTruthy();
  });

  it('sends nothing until the box is ticked, says why at the box and focuses it; then sends acceptTerms: true', async () => {
    const user = userEvent.setup();
    await openLead(TERMS);
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    expect(await screen.findByText(businessTermsCopy.checkoutRequired)).toBeTruthy();
    expect(document.activeElement).toBe(termsBox());
    expect(purchases()).toEqual([]);

    await user.click(termsBox());
    expect(screen.queryByText(businessTermsCopy.checkoutRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByLabelText(/Numero della carta/);
    expect(purchases().map((request) => (request.body as { acceptTerms?: boolean }).acceptTerms)).toEqual([true]);
  });

  it('shows no box and sends no acceptance when the business accepted the version in force', async () => {
    const user = userEvent.setup();
    await openLead(null);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByLabelText(/Numero della carta/);
    expect(purchases().map((request) => 'acceptTerms' in (request.body as object))).toEqual([false]);
  });

  it('shows the server’s refusal at the box (a new version published while the page was open)', async () => {
    const user = userEvent.setup();
    await openLead(TERMS);
    await user.click(termsBox());
    api.purchaseRefusal = { field: 'acceptTerms', message: TERMS_REQUIRED_MESSAGE };
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    await waitFor(() => expect(screen.getByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy());
    expect(screen.queryByLabelText(/Numero della carta/)).toBeNull();
  });
});
