import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconExternalLink, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { adminLanding as copy } from '@trovapro/copy';
import type { LandingPage } from '@trovapro/domain';
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
                <Checkbox aria-label={copy.selectRow(page.title)} checked={isSelected(selection, page.id)} onChange={() => props.onToggleRow(page.id)} />
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
                  <Tooltip label={page.isPublished ? copy.actions.hide : copy.actions.publish}>
                    <ActionIcon
                      variant="subtle"
                      color={page.isPublished ? 'gray' : 'teal'}
                      aria-label={page.isPublished ? copy.actions.hide : copy.actions.publish}
                      onClick={() => props.onTogglePublished(page)}
                    >
                      {page.isPublished ? <IconEyeOff size={18} /> : <IconEye size={18} />}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={copy.actions.edit}>
                    <ActionIcon variant="subtle" aria-label={copy.actions.edit} onClick={() => props.onEdit(page)}>
                      <IconEdit size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={copy.actions.delete}>
                    <ActionIcon variant="subtle" color="red" aria-label={copy.actions.delete} onClick={() => props.onDelete(page)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {page.isPublished && (
                    <Tooltip label={copy.actions.view}>
                      <ActionIcon
                        component="a"
                        href={`${publicSiteUrl}/p/${page.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="subtle"
                        aria-label={copy.actions.view}
                      >
                        <IconExternalLink size={18} />
                      </ActionIcon>
                    </Tooltip>
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
