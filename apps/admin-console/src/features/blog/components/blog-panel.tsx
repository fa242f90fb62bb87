import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { adminBlog as copy } from '@trovapro/copy';
import type { BlogPost } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { env } from '../../../lib/env.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useDeleteBlogPost, usePublishBlogPost } from '../api/use-blog-post-mutations.ts';
import { useGetBlogPosts } from '../api/use-get-blog-posts.ts';
import { BlogGenerator } from './blog-generator.tsx';
import { BlogPostDialog, type DialogTarget } from './blog-post-dialog.tsx';
import { BlogPostsTable } from './blog-posts-table.tsx';

const STATUSES = ['draft', 'published'] as const;
const ALL = 'all';
const STATUS_OPTIONS = ([ALL, ...STATUSES] as const).map((value) => ({ value, label: copy.filters.statuses[value] }));
const FILTERS = ['status'] as const;

/**
 * Product §2 Blog tab 'Content Marketing': the keyword generator, the status filter, the list (20 a page) and
 * its actions; filter and page are kept in the URL.
 */
export function BlogPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, STATUSES);
  const [dialog, setDialog] = useState<DialogTarget>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const { data, error, isLoading, mutate } = useGetBlogPosts(status, page);
  const publisher = usePublishBlogPost();
  const remover = useDeleteBlogPost();
  const busy = publisher.isMutating || remover.isMutating;

  usePageInRange(page, data?.totalPages, setPage);

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

      <BlogGenerator onGenerated={(draft) => setDialog({ mode: 'create', draft })} />

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
          <BlogPostsTable
            posts={posts}
            publicSiteUrl={env.publicSiteUrl}
            busy={busy}
            onPublish={(post) => void publish(post)}
            onEdit={(post) => setDialog({ mode: 'edit', post })}
            onDelete={setDeleting}
          />
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
