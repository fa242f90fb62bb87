import { Button, Group, Paper, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import type { LandingPage, LandingPageFilters } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { env } from '../../../lib/env.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useSearchInput } from '../../../lib/use-search-input.ts';
import { useBulkLandingPages } from '../api/use-bulk-landing-pages.ts';
import { useCountLandingPages } from '../api/use-count-landing-pages.ts';
import { useGetLandingPages } from '../api/use-get-landing-pages.ts';
import { useGetProvinces } from '../api/use-get-provinces.ts';
import { useLandingPageMutations } from '../api/use-landing-page-mutations.ts';
import { PROGRESS_HIDE_AFTER_MS, runInBatches, simulateProgress } from '../utils/bulk-progress.ts';
import { NO_SELECTION, selectionSize, togglePageRows, toggleRow, type Selection } from '../utils/selection.ts';
import { EditLandingPageDialog } from './edit-landing-page-dialog.tsx';
import { LandingPagesTable } from './landing-pages-table.tsx';

type BulkAction = 'publish' | 'hide' | 'delete';

const STATUSES = ['published', 'draft'] as const;
const ALL_STATUSES = 'all';
const STATUS_OPTIONS = ([ALL_STATUSES, ...STATUSES] as const).map((value) => ({ value, label: copy.filters.statuses[value] }));
const ALL_PROVINCES = '';
const FILTERS = ['keyword', 'province', 'status'] as const;

/**
 * Spec §2 'Gestione Landing Page': filters and page (kept in the URL), the paged list, selection, single
 * and bulk actions with progress. A new page or new filters clear the selection (spec §4).
 */
export function LandingPagesManager() {
  const { filters: params, page, setFilter, setPage } = useListParams(FILTERS);
  const keyword = params.keyword?.trim() ?? '';
  const province = params.province ?? ALL_PROVINCES;
  const status = parseOption(params.status, STATUSES);
  const [keywordInput, setKeywordInput] = useSearchInput(keyword, (value) => setFilter('keyword', value));
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [progress, setProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<LandingPage | null>(null);
  const [deleting, setDeleting] = useState<LandingPage | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const filters: LandingPageFilters = {
    ...(keyword === '' ? {} : { keyword }),
    ...(province === ALL_PROVINCES ? {} : { province }),
    ...(status === undefined ? {} : { status }),
  };
  const { data, error, isLoading, mutate } = useGetLandingPages(filters, page);
  const provinces = useGetProvinces();
  const countPages = useCountLandingPages();
  const single = useLandingPageMutations();
  const bulk = useBulkLandingPages();
  const refresh = () => void mutate();

  // Another page or other filters (chosen here, or by back/forward): nothing selected (spec §4).
  const listKey = `${JSON.stringify(filters)}:${page}`;
  const lastListKey = useRef(listKey);
  useEffect(() => {
    if (lastListKey.current === listKey) return;
    lastListKey.current = listKey;
    setSelection(NO_SELECTION);
  }, [listKey]);

  usePageInRange(page, data?.totalPages, setPage);

  async function selectAllMatching() {
    try {
      const { count } = await countPages(filters);
      setSelection({ mode: 'all-matching', count });
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.countError));
    }
  }

  async function togglePublished(landingPage: LandingPage) {
    try {
      await single.publish(landingPage.id, !landingPage.isPublished);
      notifySuccess(copy.toasts.updateSuccessTitle, copy.toasts.updateSuccessMessage);
      refresh();
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.updateError));
    }
  }

  async function deleteOne() {
    if (!deleting) return;
    setBusy(true);
    try {
      await single.remove(deleting.id);
      notifySuccess(copy.toasts.deleteSuccessTitle);
      setSelection(NO_SELECTION);
      refresh();
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.deleteError));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  function finishProgress() {
    setProgress(100);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setProgress(null), PROGRESS_HIDE_AFTER_MS);
  }

  function reportDone(action: BulkAction, succeeded: number) {
    if (action === 'delete') notifySuccess(copy.toasts.bulkDeletedTitle, copy.toasts.bulkDeletedMessage(succeeded));
    else notifySuccess(action === 'publish' ? copy.toasts.bulkPublishedTitle : copy.toasts.bulkHiddenTitle, copy.toasts.bulkDoneMessage(succeeded));
  }

  async function runByIds(action: BulkAction, ids: string[]) {
    const outcome = await runInBatches(
      ids,
      (batch) => (action === 'delete' ? bulk.deleteIds(batch) : bulk.publishIds(batch, action === 'publish')),
      setProgress,
    );
    finishProgress();
    if (outcome.failed === 0) reportDone(action, outcome.succeeded);
    else if (outcome.succeeded === 0) {
      notifyError(
        copy.toasts.errorTitle,
        actionErrorMessage(outcome.error, action === 'delete' ? copy.toasts.bulkDeleteError : copy.toasts.bulkUpdateError),
      );
    } else notifyError(copy.toasts.partialTitle, copy.toasts.partialMessage(outcome.succeeded, outcome.failed));
  }

  async function runByFilters(action: BulkAction) {
    const stop = simulateProgress(setProgress);
    try {
      const result = action === 'delete' ? await bulk.deleteByFilters(filters) : await bulk.publishByFilters(filters, action === 'publish');
      stop();
      finishProgress();
      if (result.failureCount > 0) notifyError(copy.toasts.partialTitle, copy.toasts.partialMessage(result.successCount, result.failureCount));
      else reportDone(action, result.successCount);
    } catch (failure) {
      stop();
      setProgress(null);
      notifyError(
        copy.toasts.errorTitle,
        actionErrorMessage(failure, action === 'delete' ? copy.toasts.deleteByFiltersError : copy.toasts.publishByFiltersError),
      );
    }
  }

  async function runBulk(action: BulkAction) {
    setConfirmBulkDelete(false);
    setBusy(true);
    try {
      if (selection.mode === 'all-matching') await runByFilters(action);
      else await runByIds(action, [...selection.ids]);
    } finally {
      setBusy(false);
      setSelection(NO_SELECTION);
      refresh();
    }
  }

  function startBulk(action: BulkAction) {
    if (selectionSize(selection) === 0) {
      notifyError(copy.noSelectionTitle, copy.noSelectionMessage);
      return;
    }
    if (action === 'delete') setConfirmBulkDelete(true);
    else void runBulk(action);
  }

  const provinceOptions = [
    { value: ALL_PROVINCES, label: copy.filters.allProvinces },
    ...(provinces.data ?? []).map((name) => ({ value: name, label: name })),
  ];
  const size = selectionSize(selection);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          label={copy.filters.keyword}
          placeholder={copy.filters.keywordPlaceholder}
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={copy.filters.province}
          data={provinceOptions}
          value={province}
          onChange={(next) => setFilter('province', next ?? ALL_PROVINCES)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={copy.filters.status}
          data={STATUS_OPTIONS}
          value={status ?? ALL_STATUSES}
          onChange={(next) => setFilter('status', parseOption(next ?? undefined, STATUSES))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>

      <Paper withBorder p="sm" radius="md" aria-label={copy.bulk.label} component="section">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Text size="sm" fw={500}>
                {selection.mode === 'all-matching' ? copy.allMatchingSelected(selection.count) : copy.selectedCount(size)}
              </Text>
              {selection.mode === 'ids' && data !== undefined && data.total > 0 && (
                <Button
                  size="xs"
                  variant="subtle"
                  h="auto"
                  mih={30}
                  py={4}
                  // A long label on a phone: it wraps inside the bar instead of pushing the page sideways.
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
                  onClick={() => void selectAllMatching()}
                  disabled={busy}
                >
                  {copy.selectAllMatching(data.total)}
                </Button>
              )}
              {size > 0 && (
                <Button size="xs" variant="subtle" color="gray" onClick={() => setSelection(NO_SELECTION)} disabled={busy}>
                  {copy.clearSelection}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Button size="xs" variant="light" color="teal" onClick={() => startBulk('publish')} disabled={busy}>
                {copy.bulk.publish}
              </Button>
              <Button size="xs" variant="light" color="gray" onClick={() => startBulk('hide')} disabled={busy}>
                {copy.bulk.hide}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => startBulk('delete')} disabled={busy}>
                {copy.bulk.delete}
              </Button>
            </Group>
          </Group>
          {progress !== null && <Progress value={progress} aria-label={copy.bulk.progress} animated={progress < 100} />}
        </Stack>
      </Paper>

      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={refresh}
        rowsOf={(loaded) => loaded.pages}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(pages) => (
          <LandingPagesTable
            pages={pages}
            selection={selection}
            publicSiteUrl={env.publicSiteUrl}
            onToggleRow={(id) => setSelection((current) => toggleRow(current, id))}
            onTogglePage={() => {
              const ids = pages.map((row) => row.id);
              setSelection((current) => togglePageRows(current, ids));
            }}
            onTogglePublished={(landingPage) => void togglePublished(landingPage)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </PagedList>

      <EditLandingPageDialog page={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDialog
        opened={deleting !== null}
        title={copy.deleteTitle}
        message={deleting ? copy.deleteMessage(deleting.title) : ''}
        confirmLabel={copy.confirmDelete}
        destructive
        loading={busy}
        onConfirm={() => void deleteOne()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={confirmBulkDelete}
        title={copy.bulkDeleteTitle}
        message={copy.bulkDeleteMessage(size)}
        confirmLabel={copy.confirmDelete}
        destructive
        onConfirm={() => void runBulk('delete')}
        onCancel={() => setConfirmBulkDelete(false)}
      />
    </Stack>
  );
}
