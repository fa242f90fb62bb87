import { Box, Button } from '@mantine/core';
import { IconFileOff, IconHome } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { checkoutCommon, checkoutReceipt as copy } from '@trovapro/copy';
import { LoadError } from '@trovapro/ui';
import { ResultCard } from '../../../components/result-card.tsx';
import { env } from '../../../lib/env.ts';
import { useReceipt } from '../api/use-receipt.ts';
import { isReceiptLink } from '../utils/receipt-link.ts';
import { ReceiptSkeleton } from '../../../components/receipt/receipt-skeleton.tsx';
import { ReceiptView } from '../../../components/receipt/receipt-view.tsx';

/**
 * `/business/receipt/:receiptId?t=<token>`, the link of the receipt email. A link without its token (or
 * whose id is not one) names no receipt, so nothing is asked: «Ricevuta non trovata», as the API's 404.
 */
export function ReceiptPage() {
  const { receiptId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  if (!isReceiptLink(receiptId, token)) return <ReceiptNotFound />;
  return <ReceiptLoader key={`${receiptId}:${token}`} id={receiptId} token={token} />;
}

/** 404 (unknown receipt, wrong token) and 400 (a token the API refuses) say the same: the link opens nothing. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

function ReceiptLoader({ id, token }: { id: string; token: string }) {
  const { data: receipt, error, isValidating, mutate } = useReceipt(id, token);
  if (receipt) return <ReceiptView receipt={receipt} />;
  if (isValidating) return <ReceiptSkeleton />;
  if (isNotFound(error)) return <ReceiptNotFound />;
  if (error) {
    return (
      <Box maw={760} mx="auto">
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      </Box>
    );
  }
  return <ReceiptSkeleton />;
}

function ReceiptNotFound() {
  return (
    <ResultCard
      icon={<IconFileOff size={34} />}
      color="gray"
      title={copy.notFoundTitle}
      message={copy.notFoundMessage}
      actions={
        <Button component="a" href={env.publicSiteUrl} leftSection={<IconHome size={18} aria-hidden />}>
          {checkoutCommon.home}
        </Button>
      }
    />
  );
}
