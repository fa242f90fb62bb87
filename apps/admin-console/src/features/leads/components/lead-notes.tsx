import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { adminDispatchLeads as copy } from '@trovapro/copy';
import { notifySuccess } from '@trovapro/ui';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useAddLeadNote } from '../api/use-dispatch-actions.ts';

/** The API's limit on a note. */
const NOTE_MAX_LENGTH = 2000;

/** «Note»: a note for the lead's timeline. A failed call keeps the text and says why. */
export function LeadNotes({ leadId }: { leadId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { trigger, isMutating } = useAddLeadNote(leadId);
  const note = text.trim();
  useUnsavedChanges(note !== '');

  async function add() {
    if (note === '') return;
    setError(null);
    try {
      await trigger(note);
      setText('');
      notifySuccess(copy.noteAddedTitle, note.length > 80 ? `${note.slice(0, 80)}…` : note);
    } catch (failure) {
      setError(actionErrorMessage(failure, copy.noteError));
    }
  }

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {copy.notes}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={copy.noteLabel}
            placeholder={copy.notePlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            error={error ?? undefined}
            disabled={isMutating}
          />
          <Group justify="flex-end">
            <Button type="submit" size="sm" disabled={note === ''} loading={isMutating}>
              {copy.addNote}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
