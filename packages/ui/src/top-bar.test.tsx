import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@trovapro/copy';
import { renderWithTheme } from './render-with-theme.tsx';
import { TopBar } from './top-bar.tsx';

/** happy-dom's own API: the viewport decides which of Mantine's responsive classes are visible. */
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({ width });
}

afterEach(() => setViewportWidth(1024));

describe('TopBar', () => {
  it('shows the product name and the right slot', () => {
    renderWithTheme(<TopBar right={<span>azioni</span>} />);
    expect(screen.getByText(PRODUCT_NAME)).toBeTruthy();
    expect(screen.getByText('azioni')).toBeTruthy();
  });

  it('opens the mobile menu from the burger and closes it from inside', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderWithTheme(
      <TopBar
        mobileMenu={(close) => (
          <button type="button" onClick={close}>
            voce
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'voce' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
