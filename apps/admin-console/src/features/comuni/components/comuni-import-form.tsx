import { Alert, Button, FileInput, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import { adminComuni as copy } from '@trovapro/copy';
import type { ComuniFiles } from './use-comuni-import.ts';

export interface ComuniImportFormProps {
  form: UseFormReturnType<ComuniFiles>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  previewing: boolean;
  /** Why the last dry run failed (the API's message about a wrong file), if it did. */
  problem: string | null;
}

/**
 * Mantine's file input shows its placeholder as text, not as an input's ::placeholder: the default light gray reads
 * at 2:1 on white, so a darker gray (4.5:1 or more) says «choose a file».
 */
const READABLE_PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

/** ISTAT's CSV as published, or the zip it comes in (the API opens it). */
const ACCEPTED = '.csv,.zip,text/csv,application/zip';

/** The two files and «Mostra le differenze», with the dry run's progress and, when refused, why. */
export function ComuniImportForm({ form, onSubmit, previewing, problem }: ComuniImportFormProps) {
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={copy.formLabel}>
      <Stack gap="md">
        <FileInput
          label={copy.comuniFile}
          description={copy.comuniFileHint}
          placeholder={copy.filePlaceholder}
          styles={READABLE_PLACEHOLDER}
          accept={ACCEPTED}
          name="comuniFile"
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': copy.clearComuniFile }}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          disabled={previewing}
          {...form.getInputProps('comuniFile')}
        />
        <FileInput
          label={copy.changesFile}
          description={copy.changesFileHint}
          placeholder={copy.filePlaceholder}
          styles={READABLE_PLACEHOLDER}
          accept={ACCEPTED}
          name="changesFile"
          clearable
          clearButtonProps={{ 'aria-label': copy.clearChangesFile }}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          disabled={previewing}
          {...form.getInputProps('changesFile')}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert" title={copy.previewErrorTitle} icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
            {previewing && (
              <>
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  {copy.previewing}
                </Text>
              </>
            )}
          </Group>
          <Button type="submit" loading={previewing}>
            {copy.preview}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
