import { Alert, Anchor, Box, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconCircleCheck, IconMapPin, IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { businessOffers, formatDate, formatEuro, checkoutOwnPurchase as copy } from '@trovapro/copy';
import { formatLocation, type BusinessPurchaseView } from '@trovapro/domain';
import { CategoryIcon, LoadError } from '@trovapro/ui';
import { ReceiptView } from '../../../components/receipt/receipt-view.tsx';
import { areaPurchaseOfLeadPath } from '../../../lib/paths.ts';
import { useAreaSession } from '../api/use-area-session.ts';
import { useBusinessPurchase } from '../api/use-business-purchase.ts';
import { LeadUnavailable } from './lead-unavailable.tsx';

/**
 * The link of a lead this business bought: what it bought, the customer's contacts again, and its receipt; and the way
 * to the purchase in the «Area aziende» (straight to it with an area session, through its sign-in link without).
 */
export function OwnPurchase({ leadId, token }: { leadId: string; token: string }) {
  const { data: purchase, error, isValidating, mutate } = useBusinessPurchase(leadId, token);
  const area = useAreaSession();
  // Signed in to the area: the purchase is opened there (back returns to where the link was opened from).
  if (area.data) return <Navigate to={areaPurchaseOfLeadPath(leadId)} replace />;
  // Not known yet whether it is: nothing shown meanwhile, so the page does not change under the reader.
  const areaKnown = area.data === null || area.error !== undefined;
  if (purchase && areaKnown) return <PurchaseDetails purchase={purchase} />;
  // The link names no purchase (it cannot, after the sale view said «bought»: only a race with a new link).
  if (error instanceof ApiRequestError && error.status === 404) return <LeadUnavailable reason="unavailable" />;
  if (error && !isValidating && !purchase) {
    return (
      <Box maw={760} mx="auto">
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      </Box>
    );
  }
  return (
    <Center py={64} role="status" aria-label={copy.loading}>
      <Loader />
    </Center>
  );
}

function PurchaseDetails({ purchase }: { purchase: BusinessPurchaseView }) {
  const { customer } = purchase;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Alert
        color="teal"
        variant="light"
        icon={<IconBuildingStore size={20} aria-hidden />}
        title={businessOffers.alreadyPurchasedTitle}
        data-print="hide"
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{businessOffers.alreadyPurchasedText}</Text>
          <Button component={Link} to={areaPurchaseOfLeadPath(purchase.leadId)}>
            {businessOffers.openInArea}
          </Button>
        </Stack>
      </Alert>
      {/* Printing prints the receipt only (its own print rules hide `data-print="hide"`). */}
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} data-print="hide">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="md" variant="light" color="teal" aria-hidden>
              <IconCircleCheck size={30} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                {copy.title}
              </Title>
              <Text>{copy.paidOn(formatDate(purchase.paidAt), formatEuro(purchase.amount))}</Text>
              <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {copy.sentTo(purchase.businessEmail)}
              </Text>
            </Stack>
          </Group>

          {customer === null ? (
            <Alert color="gray" icon={<IconShieldLock size={20} aria-hidden />} title={copy.erasedTitle}>
              {copy.erasedMessage}
            </Alert>
          ) : (
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {copy.contactsTitle}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Fact label={copy.nameLabel}>{customer.name}</Fact>
                <Fact label={copy.emailLabel}>
                  <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor>
                </Fact>
                <Fact label={copy.phoneLabel}>
                  {customer.phone === null ? copy.phoneMissing : <Anchor href={`tel:${customer.phone.replaceAll(' ', '')}`}>{customer.phone}</Anchor>}
                </Fact>
              </SimpleGrid>
            </Stack>
          )}

          <Stack gap="xs">
            <Title order={2} fz="h4">
              {copy.requestTitle}
            </Title>
            <Group gap="sm" wrap="nowrap">
              <CategoryIcon category={purchase.category} size={22} />
              <Text fw={600}>{purchase.category}</Text>
            </Group>
            {purchase.location && (
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text>
                  <VisuallyHidden>{copy.areaLabel}: </VisuallyHidden>
                  {formatLocation(purchase.location)}
                </Text>
              </Group>
            )}
            {purchase.request !== null && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{purchase.request}</Text>}
          </Stack>
        </Stack>
      </Paper>

      {purchase.receipt === null ? (
        <Text c="dimmed" fz="sm" data-print="hide">
          {copy.noReceipt}
        </Text>
      ) : (
        <Stack gap="xs">
          <Title order={2} fz="h3" data-print="hide">
            {copy.receiptTitle[purchase.receipt.document]}
          </Title>
          <ReceiptView receipt={purchase.receipt} />
        </Stack>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
