import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { businessArea as copy, formatDate, formatEuro } from '@trovapro/copy';
import type { BusinessPurchase } from '@trovapro/domain';
import { CategoryIcon } from '@trovapro/ui';
import { areaDocumentPath } from '../../../lib/paths.ts';
import { missingContactsReason, phoneHref, purchaseState } from '../utils/purchase-text.ts';
import type { DocumentReturn } from '../utils/document-return.ts';
import { PurchaseGuarantee } from './purchase-guarantee.tsx';

export interface PurchaseCardProps {
  purchase: BusinessPurchase;
  /** Where a document's «Torna agli acquisti» leads back to: this list, as searched and paged. */
  back: DocumentReturn;
}

/**
 * One purchase: what and where, when, the price «IVA inclusa», paid or refunded, the customer's request, the contacts
 * (or why there are none) and the documents, each opening its courtesy copy.
 */
export function PurchaseCard({ purchase, back }: PurchaseCardProps) {
  const titleId = `purchase-${purchase.id}`;
  const refunded = purchase.status === 'refunded';
  return (
    <Paper component="article" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId} data-testid="purchase">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
            <CategoryIcon category={purchase.category} size={22} />
            <Stack gap={2} miw={0}>
              <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {copy.purchaseTitle(purchase.category, purchase.place)}
              </Title>
              <Text fz="sm" c="dimmed">
                {copy.purchasedOn(formatDate(purchase.paidAt))}
              </Text>
            </Stack>
          </Group>
          {/* Price and state: at the right of the title, or under it on a phone (the state under the price if narrower). */}
          <Group gap="xs">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(purchase.amount)}{' '}
              <Text span fz="sm" fw={400} c="dimmed">
                {copy.vatIncluded}
              </Text>
            </Text>
            <Badge color={refunded ? 'orange' : 'teal'} variant="light" tt="none" size="lg" fw={600}>
              {purchaseState(purchase)}
            </Badge>
          </Group>
        </Group>

        {purchase.request !== null && (
          <Section title={copy.requestTitle}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{purchase.request}</Text>
          </Section>
        )}

        <Section title={copy.contactsTitle}>
          {purchase.contacts ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="purchase-contacts">
              <Fact label={copy.contactNameLabel}>{purchase.contacts.name}</Fact>
              <Fact label={copy.contactPhoneLabel}>
                {purchase.contacts.phone === null ? (
                  copy.phoneMissing
                ) : (
                  <Anchor href={phoneHref(purchase.contacts.phone)}>{purchase.contacts.phone}</Anchor>
                )}
              </Fact>
              <Fact label={copy.contactEmailLabel}>
                <Anchor href={`mailto:${purchase.contacts.email}`}>{purchase.contacts.email}</Anchor>
              </Fact>
            </SimpleGrid>
          ) : (
            <Group gap="xs" wrap="nowrap" c="dimmed" data-testid="purchase-no-contacts">
              <IconLock size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text>{missingContactsReason(purchase)}</Text>
            </Group>
          )}
        </Section>

        <PurchaseGuarantee purchase={purchase} />

        <Divider />
        <Group gap="xs" align="center">
          <Text fz="sm" fw={600} c="dimmed">
            {copy.documentsTitle}:
          </Text>
          {purchase.documents.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {copy.noDocuments}
            </Text>
          ) : (
            purchase.documents.map((document) => (
              <Anchor key={document.id} component={Link} to={areaDocumentPath(document.id)} state={back} fz="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconFileInvoice size={16} aria-hidden />
                  {copy.documentLink(document.kind, document.number)}
                </Group>
              </Anchor>
            ))
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
