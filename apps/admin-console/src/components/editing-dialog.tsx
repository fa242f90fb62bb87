import { Modal, type ModalRootProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { createContext, use, useRef, useState, type ReactNode } from 'react';
import { common } from '@trovapro/copy';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { ChangedForms, DialogForms } from './unsaved-changes.tsx';

const RequestClose = createContext<(() => void) | null>(null);

/**
 * What an «Annulla» button inside an `EditingDialog` calls: it closes the dialog, asking first when a form in it has
 * unsaved changes. Outside an `EditingDialog` there is nothing to close: a mistake, so it throws.
 */
export function useCloseEditingDialog(): () => void {
  const close = use(RequestClose);
  if (close === null) throw new Error('useCloseEditingDialog is used outside an EditingDialog');
  return close;
}

export interface EditingDialogProps extends Pick<ModalRootProps, 'size' | 'centered' | 'fullScreen'> {
  opened: boolean;
  /** Closes for good: called at once when nothing changed, after «Chiudi senza salvare» otherwise. */
  onClose: () => void;
  title: ReactNode;
  /** While true (a save on its way) the dialog does not close. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A dialog that edits something (issue 29): Esc, a click outside, the × and «Annulla» (`useCloseEditingDialog`)
 * close it at once when nothing changed, and ask «Vuoi chiudere senza salvare?» when a form inside it declared
 * unsaved changes (`useUnsavedChanges`). A save closes it with its own `onClose`. Its content is mounted per opening.
 *
 * Esc is read only with the focus inside the dialog (or nowhere): a dialog opened over it (the question itself, the
 * sign-in after a session expired) takes its own Esc, and a list open in one of its fields (Mantine marks the field)
 * closes the list first.
 */
export function EditingDialog({ opened, onClose, title, busy = false, children, size, centered, fullScreen }: EditingDialogProps) {
  const [forms] = useState(() => new ChangedForms());
  const [asking, setAsking] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  function requestClose() {
    if (busy) return;
    if (forms.any) setAsking(true);
    else onClose();
  }

  useWindowEvent('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (event.key !== 'Escape' || !opened || asking || event.isComposing || !target) return;
    // Focus in this dialog, or nowhere (the page's body): Esc is for this dialog, not for one above it.
    const forThisDialog = content.current?.contains(target) || target === document.body;
    if (!forThisDialog || target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    requestClose();
  });

  return (
    <DialogForms value={forms}>
      <RequestClose value={requestClose}>
        <Modal.Root opened={opened} onClose={requestClose} closeOnEscape={false} size={size} centered={centered} fullScreen={fullScreen}>
          <Modal.Overlay />
          <Modal.Content ref={content}>
            <Modal.Header>
              <Modal.Title>{title}</Modal.Title>
              <Modal.CloseButton aria-label={common.close} />
            </Modal.Header>
            <Modal.Body>{children}</Modal.Body>
          </Modal.Content>
        </Modal.Root>
        <DiscardChangesDialog
          opened={asking}
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      </RequestClose>
    </DialogForms>
  );
}
