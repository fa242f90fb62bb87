import { Stack, Title } from '@mantine/core';
import { adminLeads as copy } from '@trovapro/copy';
import { PagedList } from '@trovapro/ui';
import { BulkBar } from './bulk-bar.tsx';
import { BulkRejectDialog } from './bulk-reject-dialog.tsx';
import { BusinessSelectionDialog } from './business-selection-dialog.tsx';
import { LeadTimelineDrawer } from './lead-timeline-drawer.tsx';
import { LeadsTable } from './leads-table.tsx';
import { LeadsToolbar } from './leads-toolbar.tsx';
import { useLeadsPanel } from './use-leads-panel.ts';

export { LEAD_PARAM } from './use-leads-panel.ts';

/**
 * Product §2 'Gestione Lead': filters, search and order (applied by the server, kept in the URL with the page),
 * the table, the pager and the selection dialog; with the desk's selection and bulk actions, the CSV, and the
 * timeline drawer of the lead named in the URL. State and actions are `useLeadsPanel`'s.
 */
export function LeadsPanel() {
  const panel = useLeadsPanel();
  const { list, selected } = panel;

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      <LeadsToolbar {...panel.toolbar} />
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          busy={panel.busy}
          onApprove={panel.approveSelected}
          onReject={panel.askToReject}
          onClear={panel.clearSelection}
        />
      )}
      <PagedList
        data={list.data}
        error={list.error}
        isLoading={list.isLoading}
        onRetry={list.retry}
        rowsOf={(loaded) => loaded.leads}
        texts={copy}
        page={panel.page}
        onPageChange={panel.setPage}
      >
        {(leads) => (
          <LeadsTable
            leads={leads}
            selected={selected}
            onToggle={panel.toggle}
            onTogglePage={panel.togglePage}
            sort={panel.sort}
            onSort={panel.sortBy}
            onSelectBusinesses={panel.setSelecting}
            onOpenTimeline={panel.openTimeline}
            onOpenLead={panel.openLeadById}
          />
        )}
      </PagedList>
      <BusinessSelectionDialog lead={panel.selecting} onClose={() => panel.setSelecting(null)} />
      <LeadTimelineDrawer leadId={panel.openLead} onClose={panel.closeTimeline} onOpenLead={panel.openLeadById} />
      <BulkRejectDialog
        opened={panel.confirmingReject}
        rejectable={panel.rejectable}
        skipped={selected.size - panel.rejectable.length}
        busy={panel.busy}
        onConfirm={panel.confirmReject}
        onCancel={panel.cancelReject}
      />
    </Stack>
  );
}
