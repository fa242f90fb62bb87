import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { common } from '@trovapro/copy';
import { useFakeChatApi } from '../test/use-fake-chat-api.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

const _fake = useFakeChatApi();

describe('the notification region of the full site (product §9)', () => {
  it('is one region, focused by F8 from the page and from the chat’s message field', async () => {
    render(
      <Providers env="test">
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </Providers>,
    );
    const user = userEvent.setup();
    const regions = screen.getAllByRole('region', { name: common.notificationsRegion });
    expect(regions).toHaveLength(1);

    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(regions[0]);

    await user.click(screen.getByRole('textbox', { name: 'Il tuo messaggio' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(regions[0]);
  });
});
