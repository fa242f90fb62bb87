import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultChatTemplates } from '@trovapro/copy';
import { setUpEntryTests } from './test/entry-test.ts';

setUpEntryTests();

describe('main entry: full app', () => {
  it('logs an error when #root is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('./main.tsx');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#root'));
  });

  it('mounts the app into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main.tsx');
    await waitFor(() => expect(screen.getByText('TrovaPro')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: 'Trova quello che ti serve, vicino a te' })).toBeTruthy();
    expect(within(screen.getByRole('log')).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
  });
});
