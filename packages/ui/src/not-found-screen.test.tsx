import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from './not-found-screen.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

describe('NotFoundScreen', () => {
  it("shows the product's texts and a link home", () => {
    renderWithTheme(<NotFoundScreen homeHref="http://localhost:3000/" />);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000/');
  });
});
