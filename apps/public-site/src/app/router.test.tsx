import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('public-site routes', () => {
  it('shows the home with the product name and the hero', () => {
    renderAt('/');
    expect(screen.getByText('TrovaPro')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Trova quello che ti serve, vicino a te' })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it('renders the home for /?open-chat=true', () => {
    renderAt('/?open-chat=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Trova quello che ti serve, vicino a te' })).toBeTruthy();
  });

  it("shows the spec's 404 screen on an unknown route, with a link home", () => {
    renderAt('/questa-pagina-non-esiste');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });
});
