import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { adminBlog as copy, formatDate } from '@trovapro/copy';
import type { BlogPost } from '@trovapro/domain';
import { ListTable } from '@trovapro/ui';

export interface BlogPostsTableProps {
  posts: readonly BlogPost[];
  publicSiteUrl: string;
  /** A publish or a delete is on its way: the row actions wait. */
  busy: boolean;
  onPublish: (post: BlogPost) => void;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
}

/** The blog list: title and address, status, views, date, and each post's actions (view or publish, edit, delete). */
export function BlogPostsTable({ posts, publicSiteUrl, busy, onPublish, onEdit, onDelete }: BlogPostsTableProps) {
  return (
    <ListTable minWidth={640} columns={[copy.columns.title, copy.columns.status, copy.columns.views, copy.columns.date, copy.columns.actions]}>
      {posts.map((post) => (
        <Table.Tr key={post.id}>
          <Table.Td>
            <Text fw={500}>{post.title}</Text>
            <Text size="xs" c="dimmed">
              /blog/{post.slug}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge color={post.status === 'published' ? 'teal' : 'gray'} variant="light">
              {copy.status[post.status]}
            </Badge>
          </Table.Td>
          <Table.Td>{post.viewCount}</Table.Td>
          <Table.Td>{formatDate(post.publishedAt ?? post.updatedAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {post.status === 'published' ? (
                <Anchor href={`${publicSiteUrl}/blog/${post.slug}`} target="_blank" rel="noopener" size="sm">
                  {copy.actions.view}
                </Anchor>
              ) : (
                <Button size="xs" variant="light" color="teal" onClick={() => onPublish(post)} disabled={busy}>
                  {copy.actions.publish}
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => onEdit(post)}>
                {copy.actions.edit}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(post)} disabled={busy}>
                {copy.actions.delete}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
