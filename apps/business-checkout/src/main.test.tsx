import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('main entry', () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('logs an error when #root is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('./main.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#root'));
  });

  it('mounts the app into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main.tsx');
    // The test document is at `/`, which the checkout answers with the 404 screen.
    await waitFor(() => expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy());
  });
});
