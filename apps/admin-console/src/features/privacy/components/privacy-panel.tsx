import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { adminPrivacy as copy } from '@trovapro/copy';
import { isValidEmail } from '@trovapro/domain';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useErasePersonalData, useExportPersonalData } from '../api/use-privacy-actions.ts';
import { downloadJson, exportFileName } from '../utils/download-json.ts';
import { EraseConfirmDialog } from './erase-confirm-dialog.tsx';

/** What the last action did, said beside the form. */
type Outcome =
  | { kind: 'export'; email: string; fileName: string; counts: readonly string[]; empty: boolean }
  | { kind: 'erase'; email: string; counts: readonly string[]; empty: boolean };

/** The email field's rule: required, then the domain's email rule (the trimmed value). */
function emailProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return copy.emailRequired;
  return isValidEmail(trimmed) ? null : copy.emailInvalid;
}

/**
 * Issue 18 «Privacy» tab: a person's access and erasure requests, by email. «Esporta dati» downloads everything
 * kept about that email as JSON; «Cancella dati» asks first, then anonymises the requests and deletes the
 * verifications and emails. The email stays out of the URL (only `/admin/privacy` is there): it is personal data,
 * and the address bar ends up in the browser's history and in access logs.
 */
export function PrivacyPanel() {
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailProblem } });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const exporter = useExportPersonalData();
  const eraser = useErasePersonalData();
  const pending = exporter.isMutating || eraser.isMutating;

  async function exportData({ email }: { email: string }) {
    if (pending) return;
    const target = email.trim();
    setFailure(null);
    setOutcome(null);
    try {
      const data = await exporter.trigger(target);
      const fileName = exportFileName(target);
      downloadJson(fileName, data);
      const counts = [
        copy.counts.requests(data.leads.length),
        copy.counts.verifications(data.verifications.length),
        copy.counts.emails(data.emails.length),
      ];
      const empty = data.leads.length + data.verifications.length + data.emails.length === 0;
      setOutcome({ kind: 'export', email: target, fileName, counts, empty });
    } catch (error) {
      setFailure(actionErrorMessage(error, copy.exportError));
    }
  }

  function askToErase() {
    if (form.validate().hasErrors || pending) return;
    setFailure(null);
    setConfirming(form.getValues().email.trim());
  }

  async function erase() {
    if (confirming === null) return;
    const target = confirming;
    setOutcome(null);
    try {
      const done = await eraser.trigger(target);
      const counts = [
        copy.counts.requestsAnonymised(done.leadsAnonymised),
        copy.counts.requestsClosed(done.leadsClosed),
        copy.counts.verificationsDeleted(done.verificationsDeleted),
        copy.counts.emailsDeleted(done.emailsDeleted),
      ];
      const empty = done.leadsAnonymised + done.leadsClosed + done.verificationsDeleted + done.emailsDeleted === 0;
      setOutcome({ kind: 'erase', email: target, counts, empty });
    } catch (error) {
      setFailure(actionErrorMessage(error, copy.eraseError));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Text size="sm" c="dimmed">
          {copy.description}
        </Text>
      </div>

      <Paper withBorder p="md" radius="md" component="section" aria-label={copy.title}>
        <form onSubmit={form.onSubmit((values) => void exportData(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={copy.emailLabel}
              placeholder={copy.emailPlaceholder}
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
              maw={{ base: '100%', sm: 420 }}
            />
            <Group gap="sm">
              <Button type="submit" loading={exporter.isMutating} disabled={eraser.isMutating}>
                {copy.export}
              </Button>
              <Button variant="light" color="red" onClick={askToErase} disabled={pending}>
                {copy.erase}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {failure !== null && (
        <Alert color="red" title={copy.errorTitle} role="alert">
          {failure}
        </Alert>
      )}

      {outcome !== null && <OutcomeSummary outcome={outcome} />}

      <EraseConfirmDialog email={confirming} loading={eraser.isMutating} onConfirm={() => void erase()} onCancel={() => setConfirming(null)} />
    </Stack>
  );
}

function OutcomeSummary({ outcome }: { outcome: Outcome }) {
  const title = outcome.kind === 'export' ? copy.exportTitle : copy.eraseTitle;
  return (
    <Alert color={outcome.kind === 'export' ? 'blue' : 'teal'} title={title} role="status" aria-label={title}>
      <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
        {outcome.empty ? (
          <Text size="sm">{copy.nothingFound(outcome.email)}</Text>
        ) : (
          <>
            <Text size="sm">{outcome.kind === 'export' ? copy.exportSummary(outcome.email) : copy.eraseSummary(outcome.email)}</Text>
            <List size="sm">
              {outcome.counts.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
        {outcome.kind === 'export' && (
          <Text size="xs" c="dimmed">
            {copy.exportFileName(outcome.fileName)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
