import { Button, Checkbox, Group, MultiSelect, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDatabaseImport, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import type { GenerationJob } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useGenerateLandingPages } from '../api/use-generate-landing-pages.ts';
import { useGetMunicipalities } from '../api/use-get-municipalities.ts';
import { useGetProvinces } from '../api/use-get-provinces.ts';
import { GENERATION_POLL_INTERVAL_MS, waitForGenerationJob } from '../utils/generation-job.ts';

interface GenerationProgress {
  /** Provinces finished, of `total`. */
  done: number;
  total: number;
  /** The generation job of the province being written, when the API answered with one (OpenAI writer). */
  job: GenerationJob | null;
}

export interface LandingPagesGeneratorProps {
  /** How often a generation job is polled; tests shorten it. */
  pollIntervalMs?: number;
}

/**
 * Spec §2 'Genera Nuove': import of the Italian comuni, and the generator (one call per selected province). A
 * province answered with a generation job is polled until the job ends; leaving the tab does not stop the run
 * (its toast still tells how it ended).
 */
export function LandingPagesGenerator({ pollIntervalMs = GENERATION_POLL_INTERVAL_MS }: LandingPagesGeneratorProps) {
  const provinces = useGetProvinces();
  const { importItalianData, generate, generationJob } = useGenerateLandingPages();
  const [importing, setImporting] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [isPlural, setIsPlural] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [generating, setGenerating] = useState<GenerationProgress | null>(null);
  const previewProvince = selected.at(-1) ?? null;
  const municipalities = useGetMunicipalities(previewProvince);
  const valid = keyword.trim() !== '' && selected.length > 0;

  async function runImport() {
    setImporting(true);
    try {
      const result = await importItalianData();
      notifySuccess(copy.toasts.importSuccessTitle, copy.toasts.importSuccessMessage(result.totalMunicipalities, result.totalProvinces));
      await provinces.mutate();
    } catch (failure) {
      notifyError(copy.toasts.importErrorTitle, actionErrorMessage(failure, copy.toasts.importErrorMessage));
    } finally {
      setImporting(false);
    }
  }

  async function runGenerate() {
    if (!valid) {
      notifyError(copy.toasts.missingFieldsTitle, copy.generate.missingFields);
      return;
    }
    const total = selected.length;
    let generated = 0;
    setGenerating({ done: 0, total, job: null });
    try {
      for (const [index, province] of selected.entries()) {
        const answer = await generate({ keyword: keyword.trim(), province, isPlural });
        if ('id' in answer) {
          const job = await waitForGenerationJob(answer, {
            fetchJob: generationJob,
            onProgress: (current) => setGenerating({ done: index, total, job: current }),
            intervalMs: pollIntervalMs,
          });
          generated += job.generated ?? 0;
        } else {
          generated += answer.generated;
        }
        setGenerating({ done: index + 1, total, job: null });
      }
      notifySuccess(copy.toasts.generateSuccessTitle, copy.toasts.generateSuccessMessage(generated));
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.generateError));
    } finally {
      setGenerating(null);
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
          <Button leftSection={<IconDatabaseImport size={16} aria-hidden />} onClick={() => void runImport()} loading={importing}>
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
          <TextInput
            label={copy.generate.keyword}
            placeholder={copy.generate.keywordPlaceholder}
            required
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <Checkbox label={copy.generate.isPlural} checked={isPlural} onChange={(event) => setIsPlural(event.currentTarget.checked)} />
          <MultiSelect
            label={copy.generate.provinces}
            placeholder={copy.generate.provincesPlaceholder}
            data={provinces.data ?? []}
            value={selected}
            onChange={setSelected}
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
          {generating && (
            <Stack gap={2} role="status">
              <Text size="sm">{copy.generate.generating(generating.done, generating.total)}</Text>
              {generating.job && (
                <Text size="sm" c="dimmed">
                  {copy.generate.generatingComuni(generating.job.province, generating.job.done, generating.job.total)}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSparkles size={16} aria-hidden />} disabled={!valid} loading={generating !== null}>
              {copy.generate.submit}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
