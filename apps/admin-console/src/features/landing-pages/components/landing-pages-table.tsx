import { Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { adminLanding as copy } from '@trovapro/copy';
import type { LandingPage } from '@trovapro/domain';
import { IconAction } from '../../../components/icon-action.tsx';
import { isSelected, type Selection } from '../utils/selection.ts';

export interface LandingPagesTableProps {
  pages: readonly LandingPage[];
  selection: Selection;
  publicSiteUrl: string;
  onToggleRow: (id: string) => void;
  onTogglePage: () => void;
  onTogglePublished: (page: LandingPage) => void;
  onEdit: (page: LandingPage) => void;
  onDelete: (page: LandingPage) => void;
}

/** The manage list: selection, page, keyword, province, status, views, leads, actions. */
export function LandingPagesTable(props: LandingPagesTableProps) {
  const { pages, selection, publicSiteUrl } = props;
  const selectedOnPage = pages.filter((page) => isSelected(selection, page.id)).length;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={copy.selectPage}
                checked={pages.length > 0 && selectedOnPage === pages.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < pages.length}
                onChange={props.onTogglePage}
              />
            </Table.Th>
            <Table.Th>{copy.columns.page}</Table.Th>
            <Table.Th>{copy.columns.keyword}</Table.Th>
            <Table.Th>{copy.columns.province}</Table.Th>
            <Table.Th>{copy.columns.status}</Table.Th>
            <Table.Th>{copy.columns.views}</Table.Th>
            <Table.Th>{copy.columns.leads}</Table.Th>
            <Table.Th>{copy.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.id}>
              <Table.Td>
                <Checkbox
                  aria-label={copy.selectRow(page.title)}
                  checked={isSelected(selection, page.id)}
                  onChange={() => props.onToggleRow(page.id)}
                />
              </Table.Td>
              <Table.Td maw={360}>
                <Stack gap={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {page.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    /p/{page.slug}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{page.keyword}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{page.province}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={page.isPublished ? 'teal' : 'gray'}>
                  {page.isPublished ? copy.status.published : copy.status.draft}
                </Badge>
              </Table.Td>
              <Table.Td>{page.viewCount}</Table.Td>
              <Table.Td>{page.leadCount}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {/* Publishing puts a page live: a labelled action, never a bare icon. */}
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={page.isPublished ? 'gray' : 'teal'}
                    w={96}
                    onClick={() => props.onTogglePublished(page)}
                  >
                    {page.isPublished ? copy.actions.hide : copy.actions.publish}
                  </Button>
                  <IconAction kind="edit" label={copy.actions.edit} color="brand" onClick={() => props.onEdit(page)} />
                  <IconAction kind="delete" label={copy.actions.delete} color="red" onClick={() => props.onDelete(page)} />
                  {page.isPublished && (
                    <IconAction kind="openPublicPage" label={copy.actions.view} color="brand" href={`${publicSiteUrl}/p/${page.slug}`} />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
