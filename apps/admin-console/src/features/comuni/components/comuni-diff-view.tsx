import { Accordion, Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { adminComuni as copy } from '@trovapro/copy';
import type { ComuniImportDiff } from '@trovapro/domain';
import { DIFF_GROUPS, diffCounts, isEmptyDiff, type DiffGroup } from '../utils/diff-counts.ts';

export interface ComuniDiffViewProps {
  diff: ComuniImportDiff;
  onApply: () => void;
}

/** A group's list stops growing here and scrolls in its own box: the real file can suppress 100+ comuni. */
const LIST_MAX_HEIGHT = 360;

/** The dry run's answer: the counts, then each non-empty group (collapsible, scrolling) and «Applica le modifiche». */
export function ComuniDiffView({ diff, onApply }: ComuniDiffViewProps) {
  const counts = diffCounts(diff);
  const groups = DIFF_GROUPS.filter((group) => counts[group] > 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comuni-diff-title">
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg" id="comuni-diff-title">
            {copy.diffTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {copy.diffSummary(diff.inFile)}
          </Text>
        </div>
        {isEmptyDiff(diff) ? (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />}>
            {copy.noDifferences}
          </Alert>
        ) : (
          <>
            <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.countsLabel}>
              {DIFF_GROUPS.map((group) => (
                <Badge key={group} component="li" size="lg" variant={counts[group] > 0 ? 'light' : 'outline'} color={GROUP_COLORS[group]}>
                  {copy.groupCount(copy.groups[group], counts[group])}
                </Badge>
              ))}
            </Group>
            <Accordion multiple defaultValue={groups} variant="separated">
              {groups.map((group) => (
                <Accordion.Item key={group} value={group}>
                  <Accordion.Control>{copy.groupCount(copy.groups[group], counts[group])}</Accordion.Control>
                  <Accordion.Panel>
                    <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
                      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={copy.groups[group]}>
                        {groupItems(diff, group)}
                      </Stack>
                    </ScrollArea.Autosize>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {diff.otherChanges > 0 && <Text size="sm">{copy.otherChanges(diff.otherChanges)}</Text>}
            <Group justify="flex-end">
              <Button onClick={onApply}>{copy.apply}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

const GROUP_COLORS: Readonly<Record<DiffGroup, string>> = { added: 'teal', renamed: 'blue', moved: 'grape', suppressed: 'red' };

function groupItems(diff: ComuniImportDiff, group: DiffGroup): ReactNode {
  switch (group) {
    case 'added':
      return diff.added.map((comune) => (
        <Item key={comune.cadastralCode} title={`${comune.name} (${comune.provinceCode})`}>
          <Details>{copy.codes(comune.istatCode, comune.cadastralCode)}</Details>
          {comune.predecessors.length > 0 && <Details>{copy.addedFrom(comune.predecessors)}</Details>}
        </Item>
      ));
    case 'renamed':
      return diff.renamed.map((comune) => (
        <Item key={comune.cadastralCode} title={`${copy.renamedLine(comune.from, comune.to)} (${comune.provinceCode})`}>
          <Details>{copy.codes(comune.istatCode, comune.cadastralCode)}</Details>
        </Item>
      ));
    case 'moved':
      return diff.moved.map((comune) => (
        <Item key={comune.cadastralCode} title={comune.name}>
          <Details>{copy.movedLine(comune.fromProvinceCode, comune.toProvinceCode)}</Details>
          <Details>{copy.movedCodes(comune.fromIstatCode, comune.toIstatCode)}</Details>
        </Item>
      ));
    case 'suppressed':
      return diff.suppressed.map((comune) => (
        <Item
          key={comune.cadastralCode}
          title={`${comune.name} (${comune.provinceCode})`}
          aside={
            comune.successor ? (
              <Text size="sm">{copy.successor(`${comune.successor.name} (${comune.successor.provinceCode})`)}</Text>
            ) : (
              <Badge color="orange" variant="light" title={copy.toCheckHint}>
                {copy.toCheck}
              </Badge>
            )
          }
        >
          {!comune.successor && <Details>{copy.toCheckHint}</Details>}
          <Details>
            {comune.landingPages + comune.partners + comune.openLeads === 0
              ? copy.noReferences
              : copy.references(comune.landingPages, comune.partners, comune.openLeads)}
          </Details>
        </Item>
      ));
  }
}

function Item({ title, aside, children }: { title: string; aside?: ReactNode; children?: ReactNode }) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Text size="sm" fw={500}>
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </li>
  );
}

function Details({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
