import { Stack, Text, Title } from '@mantine/core';
import { adminComuni as copy } from '@trovapro/copy';
import { ApplyComuniDialog } from './apply-comuni-dialog.tsx';
import { ComuniAttention } from './comuni-attention.tsx';
import { ComuniDiffView } from './comuni-diff-view.tsx';
import { ComuniImportForm } from './comuni-import-form.tsx';
import { ComuniImportLog } from './comuni-import-log.tsx';
import { useComuniImport } from './use-comuni-import.ts';

/**
 * Issue 36 §5 «Comuni ISTAT»: ISTAT's list of comuni (and its file of administrative changes) read in the browser,
 * compared with the app's comuni by a dry run, applied after a confirmation; below, what the admin must settle by hand and the imports already applied.
 */
export function ComuniPanel() {
  const screen = useComuniImport();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        {copy.intro.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <ComuniImportForm form={screen.form} onSubmit={screen.submit} previewing={screen.previewing} problem={screen.problem} />
      {screen.diff && <ComuniDiffView diff={screen.diff} onApply={screen.askToApply} />}
      <ApplyComuniDialog
        diff={screen.confirming ? screen.diff : null}
        loading={screen.applying}
        onConfirm={screen.apply}
        onCancel={screen.cancelApply}
      />
      <ComuniAttention />
      <ComuniImportLog />
    </Stack>
  );
}
