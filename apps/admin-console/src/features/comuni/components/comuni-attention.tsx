import { Anchor, Badge, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminComuni as copy } from '@trovapro/copy';
import { adminSectionPath, type ComuniAttentionItem } from '@trovapro/domain';
import { LoadError } from '@trovapro/ui';
import { useGetComuniAttention } from '../api/use-comuni-import.ts';

const LIST_MAX_HEIGHT = 360;
const KIND_COLORS: Readonly<Record<ComuniAttentionItem['kind'], string>> = { partner: 'blue', lead: 'grape', landing_page: 'gray' };

/**
 * «Da sistemare a mano»: what belongs to comuni suppressed without a successor (nothing is moved by guess), each with
 * the API's reason and, for a partner or a lead, a link to where the console changes it. Hidden while there is none.
 */
export function ComuniAttention() {
  const { data, error, mutate } = useGetComuniAttention();
  if (error && !data) return <LoadError message={copy.attentionError} onRetry={() => void mutate()} />;
  if (!data || data.items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comuni-attention-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id="comuni-attention-title">
            {copy.attentionTitle} ({data.items.length})
          </Title>
          <Text size="sm" c="dimmed">
            {copy.attentionIntro}
          </Text>
        </div>
        <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.attentionLabel}>
            {data.items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Group gap="xs" wrap="wrap" align="center">
                  <Badge size="sm" variant="light" color={KIND_COLORS[item.kind]}>
                    {copy.attentionKinds[item.kind]}
                  </Badge>
                  <ItemName item={item} />
                  <Text size="sm" c="dimmed">
                    {`${item.comune.name} (${item.comune.provinceCode})`}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {item.reason}
                </Text>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}

/** A partner opens the partners' list on it, a lead its timeline; a landing page has no page of its own. */
function ItemName({ item }: { item: ComuniAttentionItem }) {
  const to =
    item.kind === 'partner'
      ? adminSectionPath('businesses', { search: item.label })
      : item.kind === 'lead'
        ? adminSectionPath('leads', { lead: item.id })
        : null;
  if (!to) {
    return (
      <Text size="sm" fw={500}>
        {item.label}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={to} size="sm" fw={500} title={item.kind === 'partner' ? copy.openPartner : copy.openLead}>
      {item.label}
    </Anchor>
  );
}
