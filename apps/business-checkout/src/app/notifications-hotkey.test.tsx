import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { common } from '@trovapro/copy';
import { leadPath, leadView, startFakeCheckoutApi, type FakeCheckoutApi } from '../test/fake-checkout-api.ts';
import { renderApp } from '../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

describe('the notification region (product §9)', () => {
  it('is focused by F8, from the page and from a field of the purchase form', async () => {
    const lead = leadView();
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);
    const user = userEvent.setup();
    const region = screen.getByRole('region', { name: common.notificationsRegion });

    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region);

    await user.click(await screen.findByLabelText(/Nome azienda/));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region);
  });
});
