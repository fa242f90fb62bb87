import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { renderWithTheme } from './render-with-theme.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

describe('list parts', () => {
  it('Pager shows the total, and page buttons only with more than one page', async () => {
    const pages: number[] = [];
    const { unmount } = renderWithTheme(<Pager page={1} totalPages={1} onChange={(n) => pages.push(n)} totalLabel="3 lead in totale" />);
    expect(screen.getByText('3 lead in totale')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
    unmount();
    renderWithTheme(<Pager page={6} totalPages={12} onChange={(n) => pages.push(n)} totalLabel="560 lead in totale" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pagina 8' }));
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(pages).toEqual([8, 7]);
    // Up to 5 page buttons around the current page plus first and last (spec §9).
    const shown = screen.getAllByRole('button', { name: /^Pagina \d+$/ }).map((button) => button.getAttribute('aria-label'));
    expect(shown).toEqual(['Pagina 1', 'Pagina 4', 'Pagina 5', 'Pagina 6', 'Pagina 7', 'Pagina 8', 'Pagina 12']);
  });

  it('LoadError says what failed and retries on request', async () => {
    let retries = 0;
    renderWithTheme(<LoadError message="Impossibile caricare i lead." onRetry={() => retries++} />);
    expect(screen.getByText('Impossibile caricare i lead.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retries).toBe(1);
  });

  it('TableSkeleton is announced as loading', () => {
    renderWithTheme(<TableSkeleton rows={3} />);
    expect(screen.getByRole('status', { name: 'Caricamento in corso' }).getAttribute('aria-busy')).toBe('true');
  });
});
