export { theme } from './theme.ts';
export { AppProviders, AppProvidersWithoutTooltips, type AppProvidersProps } from './app-providers.tsx';
export { clearNotifications, notifyError, notifySuccess } from './notify.ts';
export { TopBar, type TopBarProps } from './top-bar.tsx';
export { CategoryIcon, type CategoryIconProps } from './category-icon.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './not-found-screen.tsx';
export { StatCard, type StatCardHint, type StatCardProps } from './stat-card.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { readAppLinks, type AppLinks } from './app-links.ts';
export {
  TimeSeriesChart,
  type TimeSeries,
  type TimeSeriesChartProps,
  type TimeSeriesPoint,
} from './time-series-chart.tsx';
export { LoadError, type LoadErrorProps } from './load-error.tsx';
export { TableSkeleton } from './table-skeleton.tsx';
export { Pager, type PagerProps } from './pager.tsx';
export { ListTable, type ListTableProps } from './list-table.tsx';
export { PagedList, type ListPage, type PagedListProps, type PagedListTexts } from './paged-list.tsx';
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './date-range-picker.tsx';
export { SEARCH_DEBOUNCE_MS, useSearchInput } from './use-search-input.ts';
