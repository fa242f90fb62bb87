import { Group, Pagination, Text } from '@mantine/core';
import { lists } from '@trovapro/copy';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** e.g. '120 lead in totale'. */
  totalLabel: string;
}

/** The total of a server-paged list and, with more than one page, up to 5 page buttons around the current one plus first and last (product §9). */
export function Pager({ page, totalPages, onChange, totalLabel }: PagerProps) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {totalPages > 1 && (
        <nav aria-label={lists.pagerLabel}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onChange}
            siblings={2}
            boundaries={1}
            getItemProps={(n) => ({ 'aria-label': lists.page(n) })}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': lists.previousPage } : control === 'next' ? { 'aria-label': lists.nextPage } : {}
            }
          />
        </nav>
      )}
    </Group>
  );
}
