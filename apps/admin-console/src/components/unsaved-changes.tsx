import { createContext, lazy, Suspense, use, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { unsavedChanges as copy } from '@trovapro/copy';

// Loaded when Back meets unsaved changes: its Modal stays out of the console's first screens (issue 30's budget).
const DiscardChangesDialog = lazy(() => import('./discard-changes-dialog.tsx').then((module) => ({ default: module.DiscardChangesDialog })));

/** The forms of one scope — a dialog, or the whole console — that differ from what they opened with. */
export class ChangedForms {
  readonly #changed = new Set<string>();
  readonly #listeners = new Set<() => void>();

  set(form: string, changed: boolean): void {
    if (changed === this.#changed.has(form)) return;
    if (changed) this.#changed.add(form);
    else this.#changed.delete(form);
    for (const listener of this.#listeners) listener();
  }

  get any(): boolean {
    return this.#changed.size > 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

const ConsoleForms = createContext<ChangedForms | null>(null);
/** Provided by `EditingDialog` to the forms inside it. */
export const DialogForms = createContext<ChangedForms | null>(null);

/**
 * Declares that this form differs from what it opened with (`changed`), until it says otherwise or unmounts: its
 * `EditingDialog` then asks before closing, and the console before the page is left. Call it in a component
 * inside the dialog; several forms of one dialog (the selection dialog's price, manual add, inline edits) each
 * call it.
 */
export function useUnsavedChanges(changed: boolean): void {
  const form = useId();
  const dialog = use(DialogForms);
  const page = use(ConsoleForms);
  useEffect(() => {
    dialog?.set(form, changed);
    page?.set(form, changed);
  }, [dialog, page, form, changed]);
  useEffect(
    () => () => {
      dialog?.set(form, false);
      page?.set(form, false);
    },
    [dialog, page, form],
  );
}

/**
 * The console's guard for work in progress: while any form has unsaved changes, closing or reloading the tab asks
 * the browser's question (beforeunload), and a navigation inside the console (Back, a link) asks ours first. Mounted
 * inside the router, around the pages that edit.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [forms] = useState(() => new ChangedForms());
  const changed = useSyncExternalStore(forms.subscribe, () => forms.any);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      forms.any && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  return (
    <ConsoleForms value={forms}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <DiscardChangesDialog
            opened
            title={copy.leaveTitle}
            message={copy.leaveMessage}
            keepLabel={copy.stay}
            discardLabel={copy.leave}
            onKeep={() => blocker.reset?.()}
            onDiscard={() => blocker.proceed?.()}
          />
        </Suspense>
      )}
    </ConsoleForms>
  );
}
