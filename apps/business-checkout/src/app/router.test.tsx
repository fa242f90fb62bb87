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

describe('business-checkout routes', () => {
  it.each(['/business/lead/3f0c9a3e-8a59-4a57-9a43-2d0f3c7c1b11', '/business/success?redirect_status=succeeded'])(
    'shows the placeholder on %s',
    (path) => {
      renderAt(path);
      expect(screen.getByText('TrovaPro')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Disponibile a breve' })).toBeTruthy();
      expect(screen.queryByText('404 Page Not Found')).toBeNull();
    },
  );

  it.each(['/', '/business', '/business/lead', '/admin'])("shows the spec's 404 screen on %s", (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
  });
});
