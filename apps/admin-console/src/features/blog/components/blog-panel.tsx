import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { adminBlog as copy, formatDate } from '@trovapro/copy';
import type { BlogPost } from '@trovapro/domain';
import { ConfirmDialog, ListTable, notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { env } from '../../../lib/env.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useDeleteBlogPost, useGenerateBlogPost, usePublishBlogPost } from '../api/use-blog-post-mutations.ts';
import { useGetBlogPosts } from '../api/use-get-blog-posts.ts';
import { BlogPostDialog, type DialogTarget } from './blog-post-dialog.tsx';

const STATUSES = ['draft', 'published'] as const;
const ALL = 'all';
const STATUS_OPTIONS = ([ALL, ...STATUSES] as const).map((value) => ({ value, label: copy.filters.statuses[value] }));
const FILTERS = ['status'] as const;

/**
 * Spec §2 Blog tab 'Content Marketing': the keyword generator, the status filter, the list (20 a page) and
 * its actions; filter and page are kept in the URL.
 */
export function BlogPanel() {
  const [keyword, setKeyword] = useState('');
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, STATUSES);
  const [dialog, setDialog] = useState<DialogTarget>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const { data, error, isLoading, mutate } = useGetBlogPosts(status, page);
  const generator = useGenerateBlogPost();
  const publisher = usePublishBlogPost();
  const remover = useDeleteBlogPost();
  const busy = publisher.isMutating || remover.isMutating;

  usePageInRange(page, data?.totalPages, setPage);

  async function generate() {
    const trimmed = keyword.trim();
    if (trimmed === '') {
      notifyError(copy.toasts.keywordRequiredTitle, copy.toasts.keywordRequired);
      return;
    }
    try {
      const draft = await generator.trigger(trimmed);
      notifySuccess(copy.toasts.generated, copy.toasts.generatedMessage);
      setDialog({ mode: 'create', draft });
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.generateError));
    }
  }

  async function publish(post: BlogPost) {
    try {
      await publisher.trigger(post.id);
      notifySuccess(copy.toasts.published);
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.publishError));
    }
  }

  async function deleteOne() {
    if (!deleting) return;
    try {
      await remover.trigger(deleting.id);
      notifySuccess(copy.toasts.deleted);
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.deleteError));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>

      <Paper withBorder p="md" radius="md" component="section" aria-label={copy.generator.title}>
        <Stack gap="xs">
          <Text fw={600}>{copy.generator.title}</Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={copy.generator.keyword}
              placeholder={copy.generator.keywordPlaceholder}
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void generate();
              }}
              w={{ base: '100%', xs: 320 }}
            />
            <Button onClick={() => void generate()} loading={generator.isMutating}>
              {copy.generator.generate}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {copy.generator.hint}
          </Text>
        </Stack>
      </Paper>

      <Group justify="space-between" align="flex-end">
        <Select
          label={copy.filters.status}
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(next) => setFilter('status', parseOption(next ?? undefined, STATUSES))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Button variant="light" onClick={() => setDialog({ mode: 'create', draft: null })}>
          {copy.newPost}
        </Button>
      </Group>

      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.posts}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(posts) => (
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
                      <Anchor href={`${env.publicSiteUrl}/blog/${post.slug}`} target="_blank" rel="noopener" size="sm">
                        {copy.actions.view}
                      </Anchor>
                    ) : (
                      <Button size="xs" variant="light" color="teal" onClick={() => void publish(post)} disabled={busy}>
                        {copy.actions.publish}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setDialog({ mode: 'edit', post })}>
                      {copy.actions.edit}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(post)} disabled={busy}>
                      {copy.actions.delete}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </PagedList>

      <BlogPostDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={copy.deleteTitle}
        message={deleting ? copy.deleteMessage(deleting.title) : ''}
        confirmLabel={copy.confirmDelete}
        destructive
        loading={remover.isMutating}
        onConfirm={() => void deleteOne()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
