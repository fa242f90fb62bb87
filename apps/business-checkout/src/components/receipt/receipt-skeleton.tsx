import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { checkoutReceipt as copy } from '@trovapro/copy';

/** The receipt's shape while it loads: title, the two parties, the item and the totals. */
export function ReceiptSkeleton() {
  return (
    <Paper withBorder maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }} role="status" aria-label={copy.loading}>
      <Stack gap="lg">
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} width="30%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </SimpleGrid>
        <Skeleton height={48} />
        <Skeleton height={96} width="50%" ml="auto" />
      </Stack>
    </Paper>
  );
}
