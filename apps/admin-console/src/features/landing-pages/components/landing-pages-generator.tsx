import { Button, Checkbox, Group, MultiSelect, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDatabaseImport, IconSparkles } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useGenerateLandingPages, useImportItalianData, type GenerationProgress } from '../api/use-generate-landing-pages.ts';
import { useGetMunicipalities } from '../api/use-get-municipalities.ts';
import { useGetProvinces } from '../api/use-get-provinces.ts';
import { GENERATION_POLL_INTERVAL_MS } from '../utils/generation-job.ts';

export interface LandingPagesGeneratorProps {
  /** How often a generation job is polled; tests shorten it. */
  pollIntervalMs?: number;
}

/**
 * Product §2 'Genera Nuove': import of the Italian comuni, and the generator (one call per selected province). A
 * province answered with a generation job is polled until the job ends; leaving the tab does not stop the run
 * (its toast still tells how it ended).
 */
export function LandingPagesGenerator({ pollIntervalMs = GENERATION_POLL_INTERVAL_MS }: LandingPagesGeneratorProps) {
  const provinces = useGetProvinces();
  const importer = useImportItalianData();
  const generator = useGenerateLandingPages();
  const form = useForm({ initialValues: { keyword: '', isPlural: false, provinces: [] as string[] } });
  // What the run is doing now, for its status line (the run's pending state is the mutation's).
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const { keyword, isPlural, provinces: selected } = form.values;
  const previewProvince = selected.at(-1) ?? null;
  const municipalities = useGetMunicipalities(previewProvince);
  const valid = keyword.trim() !== '' && selected.length > 0;

  async function runImport() {
    try {
      const result = await importer.trigger();
      notifySuccess(copy.toasts.importSuccessTitle, copy.toasts.importSuccessMessage(result.totalMunicipalities, result.totalProvinces));
    } catch (failure) {
      notifyError(copy.toasts.importErrorTitle, actionErrorMessage(failure, copy.toasts.importErrorMessage));
    }
  }

  async function runGenerate() {
    if (!valid) {
      notifyError(copy.toasts.missingFieldsTitle, copy.generate.missingFields);
      return;
    }
    try {
      const generated = await generator.trigger({ keyword: keyword.trim(), isPlural, provinces: selected, onProgress: setProgress, pollIntervalMs });
      notifySuccess(copy.toasts.generateSuccessTitle, copy.toasts.generateSuccessMessage(generated));
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.generateError));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Title order={3} fz="md">
              {copy.generate.importTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {copy.generate.importHint}
            </Text>
          </Stack>
          <Button leftSection={<IconDatabaseImport size={16} aria-hidden />} onClick={() => void runImport()} loading={importer.isMutating}>
            {copy.generate.importButton}
          </Button>
        </Group>
      </Paper>

      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void runGenerate();
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="md">
            {copy.generate.formTitle}
          </Title>
          <TextInput label={copy.generate.keyword} placeholder={copy.generate.keywordPlaceholder} required {...form.getInputProps('keyword')} />
          <Checkbox label={copy.generate.isPlural} {...form.getInputProps('isPlural', { type: 'checkbox' })} />
          <MultiSelect
            label={copy.generate.provinces}
            placeholder={copy.generate.provincesPlaceholder}
            data={provinces.data ?? []}
            {...form.getInputProps('provinces')}
            searchable
            clearable
            required
          />
          {previewProvince !== null && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {municipalities.data
                  ? copy.generate.municipalities(previewProvince, municipalities.data.length)
                  : copy.generate.municipalitiesLoading}
              </Text>
              {municipalities.data && (
                <ScrollArea.Autosize mah="15rem" type="auto">
                  <Text size="sm" c="dimmed">
                    {municipalities.data.map((comune) => comune.name).join(', ')}
                  </Text>
                </ScrollArea.Autosize>
              )}
            </Stack>
          )}
          {!valid && (
            <Text size="sm" c="dimmed">
              {copy.generate.missingFields}
            </Text>
          )}
          {progress && (
            <Stack gap={2} role="status">
              <Text size="sm">{copy.generate.generating(progress.done, progress.total)}</Text>
              {progress.job && (
                <Text size="sm" c="dimmed">
                  {copy.generate.generatingComuni(progress.job.province, progress.job.done, progress.job.total)}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSparkles size={16} aria-hidden />} disabled={!valid} loading={generator.isMutating}>
              {copy.generate.submit}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
