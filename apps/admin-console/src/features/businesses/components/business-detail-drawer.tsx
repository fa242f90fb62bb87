import { Anchor, Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiRequestError } from '@trovapro/api-client';
import {
  adminBusinessPreferencesTexts as prefsCopy,
  adminReports,
  businessTermsCopy,
  formatDate,
  formatDateTime,
  formatEuro,
  leadReportReasonLabels,
  partnerApproval,
  partnerDesk,
  partnerGuaranteeTexts,
} from '@trovapro/copy';
import type { AdminBusinessDetail, BillingDetails, Business, PreferencesSummary, ReceivedLead } from '@trovapro/domain';
import { CategoryIcon } from '@trovapro/ui';
import { DetailDrawer, DetailFact, DetailPending } from '../../../components/detail-drawer.tsx';
import { RefundPurchaseButton } from '../../../components/refund-purchase-button.tsx';
import { useGetBusinessDetail } from '../api/use-get-business-detail.ts';
import { reachLabel } from '../utils/business-status.ts';
import { BusinessStatusBadge } from './business-status-badge.tsx';

const copy = partnerDesk.detail;
const more = partnerApproval.detail;

export interface BusinessDetailDrawerProps {
  /** The partner whose details are open (its row); null keeps the drawer closed. */
  business: Business | null;
  onClose: () => void;
}

/**
 * The partner's details: contacts, category, area, status, when it signed up, its partita IVA and reach, its
 * billing data when known, the terms for businesses it accepted, and the leads it received and bought.
 */
export function BusinessDetailDrawer({ business, onClose }: BusinessDetailDrawerProps) {
  return (
    <DetailDrawer opened={business !== null} onClose={onClose} title={business?.name}>
      {business && <DetailContent key={business.id} id={business.id} />}
    </DetailDrawer>
  );
}

function DetailContent({ id }: { id: string }) {
  const { data, error, mutate } = useGetBusinessDetail(id);
  if (!data) {
    return (
      <DetailPending error={error} missing={error instanceof ApiRequestError && error.status === 404} texts={copy} onRetry={() => void mutate()} />
    );
  }
  return (
    <Stack gap="md">
      <Facts detail={data} />
      <Divider />
      <Preferences preferences={data.preferences} />
      <Divider />
      <Billing billing={data.business.billing} />
      <Divider />
      <Terms terms={data.terms} />
      <Divider />
      <Guarantee detail={data} />
      <Divider />
      <Received detail={data} />
    </Stack>
  );
}

function Facts({ detail }: { detail: AdminBusinessDetail }) {
  const { business } = detail;
  return (
    <Stack gap="sm">
      <DetailFact label={copy.contacts}>
        <Stack gap={2}>
          <Anchor href={`mailto:${business.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {business.email}
          </Anchor>
          <Text size="sm">{business.phone || copy.none}</Text>
          {business.website ? (
            <Anchor href={business.website} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {business.website}
            </Anchor>
          ) : (
            <Text size="sm">{copy.none}</Text>
          )}
        </Stack>
      </DetailFact>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <DetailFact label={copy.category}>
          <Group gap={6} wrap="nowrap">
            <CategoryIcon category={business.category} size={16} />
            <Text size="sm">{business.category}</Text>
          </Group>
        </DetailFact>
        <DetailFact label={copy.area}>
          <Text size="sm">{business.location}</Text>
        </DetailFact>
        <DetailFact label={copy.status}>
          <BusinessStatusBadge business={business} />
        </DetailFact>
        <DetailFact label={more.signedUp}>
          <Text size="sm" component="time" dateTime={business.createdAt}>
            {formatDate(business.createdAt)}
          </Text>
        </DetailFact>
        <DetailFact label={more.vatNumber}>
          <Text size="sm">{business.vatNumber || copy.none}</Text>
        </DetailFact>
        <DetailFact label={more.reach}>
          <Text size="sm">{reachLabel(business.serviceReach)}</Text>
        </DetailFact>
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {copy.counts(detail.receivedCount, detail.boughtCount)}
      </Text>
    </Stack>
  );
}

/** Issue 33: the partner's «Preferenze», as its area shows them, with what it spent this week. */
function Preferences({ preferences }: { preferences: PreferencesSummary }) {
  const limit = (money: string | null) => (money === null ? prefsCopy.noLimit : formatEuro(money));
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {prefsCopy.title}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <DetailFact label={prefsCopy.categories}>
          <Group gap={4}>
            {preferences.categories.map((category) => (
              <Badge key={category} variant="light" size="sm">
                {category}
              </Badge>
            ))}
          </Group>
        </DetailFact>
        <DetailFact label={prefsCopy.reach}>
          <Text size="sm">{reachLabel(preferences.reach)}</Text>
          {preferences.comuni.length > 0 && (
            <Text size="xs" c="dimmed">
              {preferences.comuni.map((comune) => `${comune.name} (${comune.provinceCode})`).join(', ')}
            </Text>
          )}
        </DetailFact>
        <DetailFact label={prefsCopy.paused}>
          <Text size="sm">{preferences.paused ? prefsCopy.pausedYes : prefsCopy.pausedNo}</Text>
        </DetailFact>
        <DetailFact label={prefsCopy.maxPrice}>
          <Text size="sm">{limit(preferences.maxPrice)}</Text>
        </DetailFact>
        <DetailFact label={prefsCopy.weeklyCap}>
          <Text size="sm">{limit(preferences.weeklyCap)}</Text>
        </DetailFact>
        <DetailFact label={prefsCopy.spentThisWeek}>
          <Text size="sm">{formatEuro(preferences.spentThisWeek)}</Text>
        </DetailFact>
      </SimpleGrid>
    </Stack>
  );
}

/** The billing data of the partner's last purchase (what its receipts carry), or that there is none yet. */
function Billing({ billing }: { billing: BillingDetails | null }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {more.billingTitle}
      </Title>
      {billing === null ? (
        <Text size="sm" c="dimmed">
          {more.noBilling}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailFact label={more.taxIdKind[billing.taxIdKind]}>
            <Text size="sm">{billing.taxId}</Text>
          </DetailFact>
          <DetailFact label={more.address}>
            <Text size="sm">
              {billing.street}, {billing.postalCode} {billing.city} ({billing.province})
            </Text>
          </DetailFact>
          <DetailFact label={more.sdiCode}>
            <Text size="sm">{billing.sdiCode ?? copy.none}</Text>
          </DetailFact>
          <DetailFact label={more.pec}>
            {billing.pec ? (
              <Anchor href={`mailto:${billing.pec}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {billing.pec}
              </Anchor>
            ) : (
              <Text size="sm">{copy.none}</Text>
            )}
          </DetailFact>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The terms for businesses it accepted last (issue 33): the version, when and where, or that it has not yet. */
function Terms({ terms }: { terms: AdminBusinessDetail['terms'] }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {businessTermsCopy.adminTitle}
      </Title>
      {terms === null ? (
        <Text size="sm" c="dimmed">
          {businessTermsCopy.adminNone}
        </Text>
      ) : (
        <>
          <Text size="sm">{businessTermsCopy.adminAccepted(terms.version, terms.acceptedAt, terms.context)}</Text>
          {!terms.current && (
            <Text size="sm" c="orange.8">
              {businessTermsCopy.adminOutdated}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function Outcome({ lead, businessName }: { lead: ReceivedLead; businessName: string }) {
  if (lead.purchase === null) {
    return (
      <Badge variant="light" color="gray">
        {copy.notBought}
      </Badge>
    );
  }
  return lead.purchase.status === 'paid' ? (
    <Stack gap={0} align="flex-end">
      <Badge variant="light" color="teal">
        {copy.bought(formatEuro(lead.purchase.amount))}
      </Badge>
      <RefundPurchaseButton purchaseId={lead.purchase.id} amount={lead.purchase.amount} businessName={businessName} />
    </Stack>
  ) : (
    <Badge variant="light" color="orange">
      {copy.refunded}
    </Badge>
  );
}

function Received({ detail }: { detail: AdminBusinessDetail }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md">
          {copy.receivedTitle}
        </Title>
        {detail.receivedCount > detail.received.length && (
          <Text size="xs" c="dimmed">
            {copy.receivedShown(detail.received.length, detail.receivedCount)}
          </Text>
        )}
      </Group>
      {detail.received.length === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.noReceived}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.receivedLabel}>
          {detail.received.map((lead) => (
            <Group
              key={lead.leadId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {lead.category} · {lead.location?.municipality ?? copy.noMunicipality}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={lead.sentAt}>
                  {formatDateTime(lead.sentAt)}
                </Text>
              </div>
              <div style={{ flexShrink: 0 }}>
                <Outcome lead={lead} businessName={detail.business.name} />
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const REPORT_COLORS = { pending: 'yellow', accepted: 'teal', refused: 'red' } as const;

/** Issue 33: the partner's refund rate and its guarantee reports with their outcome. */
function Guarantee({ detail }: { detail: AdminBusinessDetail }) {
  const { allTime, month } = detail.refundRate;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {partnerGuaranteeTexts.title}
      </Title>
      <Text size="sm">
        {partnerGuaranteeTexts.refundRate(
          partnerGuaranteeTexts.rate(allTime.rate, allTime.refunded, allTime.purchases),
          partnerGuaranteeTexts.rate(month.rate, month.refunded, month.purchases),
        )}
      </Text>
      {detail.reports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {partnerGuaranteeTexts.none}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={partnerGuaranteeTexts.title}>
          {detail.reports.map((report) => (
            <Group
              key={report.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {report.category} · {leadReportReasonLabels[report.reason]}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(report.createdAt)} · {formatEuro(report.amount)}
                  {report.decisionReason ? ` · ${report.decisionReason}` : ''}
                </Text>
              </div>
              <Badge variant="light" color={REPORT_COLORS[report.state]} style={{ flexShrink: 0 }}>
                {adminReports.states[report.state]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
