import { Button, Group, Modal, Stack, Text, getDefaultZIndex } from '@mantine/core';
import { sessionRenewal as copy } from '@trovapro/copy';
import { SignInFields, useSignInForm } from './sign-in-fields.tsx';

export interface SignInDialogProps {
  onSignedIn: () => void;
  onCancel: () => void;
}

/**
 * The session ended during work: sign in again without leaving the page (issue 29). Same fields, rules and
 * messages as the login page; any admin may sign in (the work then goes on under that admin). Above every other
 * dialog; a click outside does not close it (it would drop what is waiting), Esc and «Annulla» do.
 */
export function SignInDialog({ onSignedIn, onCancel }: SignInDialogProps) {
  const form = useSignInForm(onSignedIn);
  return (
    <Modal
      opened
      onClose={form.submitting ? () => {} : onCancel}
      title={copy.title}
      centered
      closeOnClickOutside={false}
      zIndex={getDefaultZIndex('modal') + 2}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{copy.message}</Text>
          <SignInFields form={form} autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              {copy.cancel}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {copy.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
