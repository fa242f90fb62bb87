import { act, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from './notify.ts';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(() => {
  act(() => notifications.clean());
});

describe('notifications', () => {
  it('shows one toast at a time: the newest replaces the one on screen', async () => {
    renderWithTheme(<p>pagina</p>);
    act(() => {
      notifySuccess('Primo', 'uno');
    });
    expect(await screen.findByText('Primo')).toBeTruthy();

    act(() => {
      notifyError('Secondo', 'due');
    });
    expect(await screen.findByText('Secondo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Primo')).toBeNull());
  });
});
