import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.tsx';
import { PagedList, type PagedListProps } from './paged-list.tsx';
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
    // Up to 5 page buttons around the current page plus first and last (product §9).
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

  describe('PagedList', () => {
    type Page = { rows: string[]; total: number; totalPages: number };
    const texts = { loadError: 'Impossibile caricare i lead.', empty: 'Nessun lead trovato', total: (n: number) => `${n} lead in totale` };
    const list = (props: Partial<PagedListProps<Page, string>>) => (
      <PagedList<Page, string>
        data={undefined}
        error={undefined}
        isLoading={false}
        onRetry={() => {}}
        rowsOf={(data) => data.rows}
        texts={texts}
        page={1}
        onPageChange={() => {}}
        header={<p>Filtri</p>}
        {...props}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PagedList>
    );

    it('shows a failed first load as an error with retry, without the header', async () => {
      let retries = 0;
      renderWithTheme(list({ error: new Error('500'), onRetry: () => retries++ }));
      expect(screen.getByText(texts.loadError)).toBeTruthy();
      expect(screen.queryByText('Filtri')).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
      expect(retries).toBe(1);
    });

    it('shows the header and a skeleton while loading', () => {
      renderWithTheme(list({ isLoading: true }));
      expect(screen.getByText('Filtri')).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeTruthy();
    });

    it('shows the empty text for a page without rows, and no pager', () => {
      renderWithTheme(list({ data: { rows: [], total: 0, totalPages: 0 } }));
      expect(screen.getByText(texts.empty)).toBeTruthy();
      expect(screen.queryByText('0 lead in totale')).toBeNull();
    });

    it('keeps the loaded rows when a later reload fails, with the pager', async () => {
      const pages: number[] = [];
      renderWithTheme(
        list({ data: { rows: ['Mario', 'Anna'], total: 60, totalPages: 2 }, error: new Error('500'), onPageChange: (n) => pages.push(n) }),
      );
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mario', 'Anna']);
      expect(screen.getByText('60 lead in totale')).toBeTruthy();
      expect(screen.queryByText(texts.loadError)).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Pagina 2' }));
      expect(pages).toEqual([2]);
    });
  });
});
