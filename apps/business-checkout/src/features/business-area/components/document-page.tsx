import { Box, Button, Center, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { businessArea as copy, checkoutReceipt } from '@trovapro/copy';
import { isUuid } from '@trovapro/domain';
import { LoadError } from '@trovapro/ui';
import { ReceiptView } from '../../../components/receipt/receipt-view.tsx';
import { ResultCard } from '../../../components/result-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { ReceiptSkeleton } from '../../../components/receipt/receipt-skeleton.tsx';
import { useBusinessDocument } from '../api/use-business-document.ts';
import { isUnauthorized, useLeaveWhenSignedOut } from '../hooks/use-leave-when-signed-out.ts';
import { purchasesReturnSearch } from '../utils/document-return.ts';

/**
 * `/area/documenti/:documentId`: the courtesy copy of one of the business's invoices, credit notes or receipts, as the
 * receipt email's page shows it (printable alone), with the way back to the purchases as they were searched. An id
 * that is not one names no document: «Documento non trovato» without asking.
 */
export function DocumentPage() {
  const { documentId } = useParams();
  const location = useLocation();
  const back = `${paths.areaPurchases}${purchasesReturnSearch(location.state)}`;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Box data-print="hide">
        <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
          {copy.backToPurchases}
        </Button>
      </Box>
      {documentId !== undefined && isUuid(documentId) ? (
        <DocumentLoader key={documentId} id={documentId} back={back} />
      ) : (
        <DocumentNotFound back={back} />
      )}
    </Stack>
  );
}

function DocumentLoader({ id, back }: { id: string; back: string }) {
  const { data: shown, error, isValidating, mutate } = useBusinessDocument(id);
  const leaving = useLeaveWhenSignedOut(isUnauthorized(error));

  // Arrived from the list, a screen reader starts on the document's title.
  useEffect(() => {
    if (shown) document.getElementById('receipt-title')?.focus({ preventScroll: true });
  }, [Boolean(shown)]);

  if (leaving) return null;
  if (shown) return <ReceiptView receipt={shown} />;
  if (isValidating) return <ReceiptSkeleton />;
  if (error instanceof ApiRequestError && error.status === 404) return <DocumentNotFound back={back} />;
  if (error) return <LoadError message={checkoutReceipt.loadError} onRetry={() => void mutate()} />;
  return (
    <Center py={64}>
      <Loader />
    </Center>
  );
}

function DocumentNotFound({ back }: { back: string }) {
  return (
    <ResultCard
      icon={<IconFileOff size={34} />}
      color="gray"
      title={copy.documentNotFoundTitle}
      message={copy.documentNotFound}
      actions={
        <Button component={Link} to={back} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {copy.backToPurchases}
        </Button>
      }
    />
  );
}
