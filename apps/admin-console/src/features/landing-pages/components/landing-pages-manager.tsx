import { Stack } from '@mantine/core';
import { adminLanding as copy } from '@trovapro/copy';
import { ConfirmDialog, PagedList } from '@trovapro/ui';
import { env } from '../../../lib/env.ts';
import { selectionSize } from '../utils/selection.ts';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { EditLandingPageDialog } from './edit-landing-page-dialog.tsx';
import { LandingPagesFilters } from './landing-pages-filters.tsx';
import { LandingPagesTable } from './landing-pages-table.tsx';
import { useLandingPagesManager } from './use-landing-pages-manager.ts';

/**
 * Product §2 'Gestione Landing Page': filters, the bulk bar, the paged list and the dialogs; the state and the actions
 * are `useLandingPagesManager`'s.
 */
export function LandingPagesManager() {
  const manager = useLandingPagesManager();
  const { list, selection, deleting } = manager;
  return (
    <Stack gap="md">
      <LandingPagesFilters {...manager.filterInputs} />
      <BulkActionsBar
        selection={selection}
        matching={list.data?.total}
        progress={manager.progress}
        busy={manager.busy}
        onSelectAllMatching={manager.selectAllMatching}
        onClearSelection={manager.clearSelection}
        onBulk={manager.startBulk}
      />
      <PagedList
        data={list.data}
        error={list.error}
        isLoading={list.isLoading}
        onRetry={() => void list.mutate()}
        rowsOf={(loaded) => loaded.pages}
        texts={copy}
        page={manager.page}
        onPageChange={manager.setPage}
      >
        {(pages) => (
          <LandingPagesTable
            pages={pages}
            selection={selection}
            publicSiteUrl={env.publicSiteUrl}
            onToggleRow={manager.toggleRow}
            onTogglePage={() => manager.togglePageRows(pages.map((row) => row.id))}
            onTogglePublished={manager.togglePublished}
            onEdit={manager.setEditing}
            onDelete={manager.setDeleting}
          />
        )}
      </PagedList>

      <EditLandingPageDialog page={manager.editing} onClose={() => manager.setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={copy.deleteTitle}
        message={deleting ? copy.deleteMessage(deleting.title) : ''}
        confirmLabel={copy.confirmDelete}
        destructive
        loading={manager.deletingOne}
        onConfirm={manager.deleteOne}
        onCancel={() => manager.setDeleting(null)}
      />
      <ConfirmDialog
        opened={manager.confirmingBulkDelete}
        title={copy.bulkDeleteTitle}
        message={copy.bulkDeleteMessage(selectionSize(selection))}
        confirmLabel={copy.confirmDelete}
        destructive
        onConfirm={manager.confirmBulkDelete}
        onCancel={manager.cancelBulkDelete}
      />
    </Stack>
  );
}
