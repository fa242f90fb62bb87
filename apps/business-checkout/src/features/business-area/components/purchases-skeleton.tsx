import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { businessArea as copy } from '@trovapro/copy';

/** The list's shape while its first page loads: three purchases. */
export function PurchasesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={copy.loadingPurchases}>
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={22} width="45%" />
              <Skeleton height={22} width={96} />
            </Group>
            <Skeleton height={14} width="25%" />
            <Skeleton height={40} />
            <Skeleton height={14} width="35%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
