import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { common } from '@trovapro/copy';
import { TOAST_DURATION_MS } from '@trovapro/ui/toast-timing';
import { useChatNotifier } from '../hooks/use-chat-notifier.ts';
import { ChatToaster } from './chat-toaster.tsx';

function Buttons() {
  const notify = useChatNotifier();
  return (
    <>
      <button type="button" onClick={() => notify.error('Email non valida', 'Inserisci un indirizzo email valido')}>
        errore
      </button>
      <button type="button" onClick={() => notify.success('Richiesta inviata', 'Riceverai presto i contatti delle aziende')}>
        successo
      </button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: common.notificationsRegion });
const toasts = () => within(region()).queryAllByText(/Email non valida|Richiesta inviata/);

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ChatToaster>
      <Buttons />
    </ChatToaster>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the island toasts (product §9)', () => {
  it('shows an error as an alert with title and message, for 5000 ms', () => {
    fireEvent.click(screen.getByRole('button', { name: 'errore' }));
    const alert = within(region()).getByRole('alert');
    expect(alert.textContent).toContain('Email non valida');
    expect(alert.textContent).toContain('Inserisci un indirizzo email valido');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('shows one toast at a time: the newest replaces the one on screen, with a full 5000 ms of its own', () => {
    fireEvent.click(screen.getByRole('button', { name: 'errore' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'successo' }));
    expect(toasts().map((toast) => toast.textContent)).toEqual(['Richiesta inviata']);
    expect(within(region()).getByRole('status').textContent).toContain('Riceverai presto i contatti delle aziende');
    act(() => vi.advanceTimersByTime(3000));
    expect(toasts()).toHaveLength(1);
  });

  it('is dismissed by its close button', () => {
    fireEvent.click(screen.getByRole('button', { name: 'errore' }));
    fireEvent.click(within(region()).getByRole('button', { name: common.close }));
    expect(toasts()).toHaveLength(0);
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    fireEvent.click(screen.getByRole('button', { name: 'errore' }));
    const toast = within(region()).getByRole('alert');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 151 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(toasts()).toHaveLength(0);
  });

  it('F8 moves the focus to the notifications region', () => {
    expect(document.activeElement).not.toBe(region());
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region());
  });
});
