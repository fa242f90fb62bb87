import { useEffect, useRef, useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import type { LandingPage, LandingPageFilters } from '@trovapro/domain';
import { notifyError, notifySuccess, useSearchInput } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useBulkLandingPages, type BulkAction, type BulkOutcome } from '../api/use-bulk-landing-pages.ts';
import { useCountLandingPages } from '../api/use-count-landing-pages.ts';
import { useGetLandingPages } from '../api/use-get-landing-pages.ts';
import { useDeleteLandingPage, usePublishLandingPage } from '../api/use-landing-page-mutations.ts';
import { PROGRESS_HIDE_AFTER_MS } from '../utils/bulk-progress.ts';
import { NO_SELECTION, selectionSize, togglePageRows, toggleRow, type Selection } from '../utils/selection.ts';

export const STATUSES = ['published', 'draft'] as const;
export const ALL_PROVINCES = '';
const FILTERS = ['keyword', 'province', 'status'] as const;

/**
 * The manage sub-tab's state and actions (product §2 'Gestione Landing Page', §4): filters and page (kept in the URL),
 * the list, the selection (cleared by a new page or new filters), the row being edited or deleted, and the bulk run
 * with its progress bar. The writes' pending states are their mutations' own.
 */
export function useLandingPagesManager() {
  const { filters: params, page, setFilter, setPage } = useListParams(FILTERS);
  const keyword = params.keyword?.trim() ?? '';
  const province = params.province ?? ALL_PROVINCES;
  const status = parseOption(params.status, STATUSES);
  const [keywordInput, setKeywordInput] = useSearchInput(keyword, (value) => setFilter('keyword', value));
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [editing, setEditing] = useState<LandingPage | null>(null);
  const [deleting, setDeleting] = useState<LandingPage | null>(null);
  const [confirmingBulkDelete, setConfirmingBulkDelete] = useState(false);
  const progress = useBulkProgress();

  const filters: LandingPageFilters = {
    ...(keyword === '' ? {} : { keyword }),
    ...(province === ALL_PROVINCES ? {} : { province }),
    ...(status === undefined ? {} : { status }),
  };
  const list = useGetLandingPages(filters, page);
  const counter = useCountLandingPages();
  const publisher = usePublishLandingPage();
  const remover = useDeleteLandingPage();
  const bulk = useBulkLandingPages();

  // Another page or other filters (chosen here, or by back/forward): nothing selected (product §4).
  const listKey = `${JSON.stringify(filters)}:${page}`;
  const lastListKey = useRef(listKey);
  useEffect(() => {
    if (lastListKey.current === listKey) return;
    lastListKey.current = listKey;
    setSelection(NO_SELECTION);
  }, [listKey]);

  usePageInRange(page, list.data?.totalPages, setPage);

  async function selectAllMatching() {
    try {
      const { count } = await counter.trigger(filters);
      setSelection({ mode: 'all-matching', count });
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.countError));
    }
  }

  async function togglePublished(landingPage: LandingPage) {
    try {
      await publisher.trigger({ id: landingPage.id, isPublished: !landingPage.isPublished });
      notifySuccess(copy.toasts.updateSuccessTitle, copy.toasts.updateSuccessMessage);
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.updateError));
    }
  }

  async function deleteOne() {
    if (!deleting) return;
    try {
      await remover.trigger(deleting.id);
      notifySuccess(copy.toasts.deleteSuccessTitle);
      setSelection(NO_SELECTION);
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.deleteError));
    } finally {
      setDeleting(null);
    }
  }

  async function runBulk(action: BulkAction) {
    setConfirmingBulkDelete(false);
    const target = selection.mode === 'all-matching' ? { filters } : { ids: [...selection.ids] };
    try {
      const outcome = await bulk.trigger({ action, target, onProgress: progress.set });
      progress.finish();
      reportBulk(action, outcome);
    } catch (failure) {
      progress.hide();
      notifyError(
        copy.toasts.errorTitle,
        actionErrorMessage(failure, action === 'delete' ? copy.toasts.deleteByFiltersError : copy.toasts.publishByFiltersError),
      );
    } finally {
      setSelection(NO_SELECTION);
    }
  }

  function startBulk(action: BulkAction) {
    if (selectionSize(selection) === 0) {
      notifyError(copy.noSelectionTitle, copy.noSelectionMessage);
      return;
    }
    if (action === 'delete') setConfirmingBulkDelete(true);
    else void runBulk(action);
  }

  return {
    filterInputs: { keywordInput, setKeywordInput, province, status, setFilter },
    list,
    page,
    setPage,
    selection,
    toggleRow: (id: string) => setSelection((current) => toggleRow(current, id)),
    togglePageRows: (ids: readonly string[]) => setSelection((current) => togglePageRows(current, ids)),
    clearSelection: () => setSelection(NO_SELECTION),
    selectAllMatching: () => void selectAllMatching(),
    progress: progress.value,
    busy: bulk.isMutating || remover.isMutating,
    deletingOne: remover.isMutating,
    startBulk,
    confirmBulkDelete: () => void runBulk('delete'),
    confirmingBulkDelete,
    cancelBulkDelete: () => setConfirmingBulkDelete(false),
    togglePublished: (landingPage: LandingPage) => void togglePublished(landingPage),
    editing,
    setEditing,
    deleting,
    setDeleting,
    deleteOne: () => void deleteOne(),
  };
}

/** The toast of a finished bulk run: done, done with errors, or failed (the last failure's message). */
function reportBulk(action: BulkAction, outcome: BulkOutcome) {
  if (outcome.failed === 0) {
    if (action === 'delete') notifySuccess(copy.toasts.bulkDeletedTitle, copy.toasts.bulkDeletedMessage(outcome.succeeded));
    else
      notifySuccess(
        action === 'publish' ? copy.toasts.bulkPublishedTitle : copy.toasts.bulkHiddenTitle,
        copy.toasts.bulkDoneMessage(outcome.succeeded),
      );
  } else if (outcome.succeeded === 0 && outcome.error !== undefined) {
    notifyError(
      copy.toasts.errorTitle,
      actionErrorMessage(outcome.error, action === 'delete' ? copy.toasts.bulkDeleteError : copy.toasts.bulkUpdateError),
    );
  } else {
    notifyError(copy.toasts.partialTitle, copy.toasts.partialMessage(outcome.succeeded, outcome.failed));
  }
}

/** The bulk bar's percentage: null hides it; a finished run shows 100% for a moment (product §4). */
function useBulkProgress() {
  const [value, setValue] = useState<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  return {
    value,
    set: setValue,
    finish() {
      setValue(100);
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setValue(null), PROGRESS_HIDE_AFTER_MS);
    },
    hide: () => setValue(null),
  };
}
