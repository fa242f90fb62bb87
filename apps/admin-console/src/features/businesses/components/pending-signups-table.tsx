import { em, Group, Paper, SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { partnerApproval as copy, partnerDesk } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { CategoryIcon, ListTable } from '@trovapro/ui';
import { DetailFact } from '../../../components/detail-drawer.tsx';
import { IconAction } from '../../../components/icon-action.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { reachLabel } from '../utils/business-status.ts';
import { PartnerApprovalActions } from './partner-approval-actions.tsx';

export interface PendingSignupsTableProps {
  businesses: readonly Business[];
  onDetails: (business: Business) => void;
}

/**
 * «Da approvare»: the sign-ups waiting, with what the admin checks before deciding — contacts, partita IVA,
 * category, comune and reach, how long ago they signed up — and «Approva» / «Rifiuta». A table; on a phone, a
 * list of cards, so that the decisions are not scrolled out of view.
 */
export function PendingSignupsTable(props: PendingSignupsTableProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`);
  return phone ? <PendingSignupCards {...props} /> : <PendingSignupRows {...props} />;
}

function PendingSignupCards({ businesses, onDetails }: PendingSignupsTableProps) {
  const c = copy.columns;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.pendingListLabel}>
      {businesses.map((business) => (
        <Paper key={business.id} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {business.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {business.email}
                </Text>
              </div>
              <RelativeTime at={business.createdAt} size="xs" c="dimmed" />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <DetailFact label={c.phone}>
                <Text size="sm">{business.phone || copy.none}</Text>
              </DetailFact>
              <DetailFact label={c.vatNumber}>
                <Text size="sm">{business.vatNumber || copy.none}</Text>
              </DetailFact>
              <DetailFact label={c.category}>
                <Group gap={6} wrap="nowrap">
                  <CategoryIcon category={business.category} size={16} />
                  <Text size="sm">{business.category}</Text>
                </Group>
              </DetailFact>
              <DetailFact label={c.area}>
                <Text size="sm">{business.location}</Text>
              </DetailFact>
              <DetailFact label={c.reach}>
                <Text size="sm">{reachLabel(business.serviceReach)}</Text>
              </DetailFact>
            </SimpleGrid>
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <IconAction kind="view" label={partnerDesk.details} color="brand" onClick={() => onDetails(business)} />
              <PartnerApprovalActions business={business} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function PendingSignupRows({ businesses, onDetails }: PendingSignupsTableProps) {
  const c = copy.columns;
  return (
    <ListTable minWidth={1240} columns={[c.business, c.phone, c.vatNumber, c.category, c.area, c.reach, c.signedUp, c.actions]}>
      {businesses.map((business) => (
        <Table.Tr key={business.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {business.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {business.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {business.phone || copy.none}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {business.vatNumber || copy.none}
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <CategoryIcon category={business.category} size={18} />
              <Text size="sm">{business.category}</Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{business.location}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{reachLabel(business.serviceReach)}</Text>
          </Table.Td>
          <Table.Td>
            <RelativeTime at={business.createdAt} />
          </Table.Td>
          <Table.Td miw={220}>
            <Group gap={4} wrap="nowrap">
              <IconAction kind="view" label={partnerDesk.details} color="brand" onClick={() => onDetails(business)} />
              <PartnerApprovalActions business={business} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
