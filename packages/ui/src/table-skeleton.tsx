import { Skeleton, Stack } from '@mantine/core';
import { lists } from '@trovapro/copy';

/** Placeholder rows while a table loads, announced once to assistive technology. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={lists.loading} aria-busy="true">
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}
