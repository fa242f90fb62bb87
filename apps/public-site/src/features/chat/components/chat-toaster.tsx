import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { common } from '@trovapro/copy';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@trovapro/ui/toast-timing';
import { ChatNotifierProvider, type ChatNotifier } from '../hooks/use-chat-notifier.ts';
import classes from './chat.module.css';

interface Toast {
  id: number;
  kind: 'error' | 'success';
  title: string;
  message: string | undefined;
}

/**
 * The landing island's toasts, without Mantine but with the site's rules (product §9): one at a time (the
 * newest replaces the one on screen), 5000 ms, a swipe right of 50 px or the close button dismisses it,
 * F8 focuses the region. Errors are announced as alerts, successes as status messages.
 */
export function ChatToaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const region = useRef<HTMLElement>(null);

  const notifier = useMemo<ChatNotifier>(() => {
    let sequence = 0;
    const show = (kind: Toast['kind']) => (title: string, message?: string) => setToast({ id: ++sequence, kind, title, message });
    return { error: show('error'), success: show('success') };
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ChatNotifierProvider value={notifier}>
      {children}
      <section ref={region} className={classes.toasts} aria-label={common.notificationsRegion} tabIndex={-1}>
        {toast && <ToastCard key={toast.id} toast={toast} onDismiss={() => setToast(null)} />}
      </section>
    </ChatNotifierProvider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <div
      className={classes.toast}
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={classes.toastText}>
        <p className={classes.toastTitle}>{toast.title}</p>
        {toast.message && <p className={classes.toastMessage}>{toast.message}</p>}
      </div>
      <button type="button" className={classes.close} aria-label={common.close} onClick={onDismiss}>
        <IconX size={16} aria-hidden />
      </button>
    </div>
  );
}
