import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { adminBlog as copy } from '@trovapro/copy';
import type { BlogPost, BlogPostStatus, GeneratedBlogPost } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { sameValues } from '../../../lib/same-values.ts';
import { useBlogPostMutations } from '../api/use-blog-post-mutations.ts';
import { bodyOfForm, EMPTY_FORM, formOfPost, isComplete, withTitle, type PostForm } from '../utils/post-form.ts';

/** What the dialog opens: a new post (empty or the writer's draft to review) or an existing one. */
export type DialogTarget = { mode: 'create'; draft: GeneratedBlogPost | null } | { mode: 'edit'; post: BlogPost } | null;

export interface BlogPostDialogProps {
  target: DialogTarget;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog (spec §2, §5): required fields, the meta description hint, tags as text. */
export function BlogPostDialog({ target, onClose, onSaved }: BlogPostDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <EditingDialog
      opened={target !== null}
      onClose={onClose}
      busy={saving}
      title={target?.mode === 'edit' ? copy.dialog.editTitle : copy.dialog.createTitle}
      size="xl"
    >
      {target && <PostFormFields target={target} onSaving={setSaving} onClose={onClose} onSaved={onSaved} />}
    </EditingDialog>
  );
}

/**
 * The form, mounted per opening. Unsaved work is what differs from the post being edited — or, for a new post, from
 * an empty form: the writer's draft has not been saved either, so closing it asks too.
 */
function PostFormFields({
  target,
  onSaving,
  onClose,
  onSaved,
}: { target: Exclude<DialogTarget, null>; onSaving: (saving: boolean) => void } & Omit<BlogPostDialogProps, 'target'>) {
  const { create, update } = useBlogPostMutations();
  const close = useCloseEditingDialog();
  const saved = target.mode === 'edit' ? formOfPost(target.post) : EMPTY_FORM;
  const [form, setForm] = useState<PostForm>(() => (target.mode === 'edit' ? saved : target.draft ? formOfPost(target.draft) : EMPTY_FORM));
  const [saving, setSaving] = useState(false);
  useEffect(() => onSaving(saving), [onSaving, saving]);
  useUnsavedChanges(!sameValues(form, saved));

  const creating = target.mode === 'create';
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function save() {
    setSaving(true);
    try {
      if (target.mode === 'create') {
        await create(bodyOfForm(form));
        notifySuccess(copy.toasts.created);
      } else {
        await update(target.post.id, bodyOfForm(form));
        notifySuccess(copy.toasts.updated);
      }
      onSaved();
      onClose();
    } catch (error) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(error, creating ? copy.toasts.createError : copy.toasts.updateError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={copy.dialog.title}
        required
        value={form.title}
        onChange={(event) => setForm(withTitle(form, event.currentTarget.value, creating))}
      />
      <TextInput label={copy.dialog.slug} required value={form.slug} onChange={(event) => set('slug', event.currentTarget.value)} />
      <Textarea label={copy.dialog.excerpt} required rows={2} value={form.excerpt} onChange={(event) => set('excerpt', event.currentTarget.value)} />
      <Textarea
        label={copy.dialog.content}
        required
        rows={12}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        value={form.content}
        onChange={(event) => set('content', event.currentTarget.value)}
      />
      <Textarea
        label={copy.dialog.metaDescription}
        description={copy.dialog.metaDescriptionHint}
        required
        rows={2}
        value={form.metaDescription}
        onChange={(event) => set('metaDescription', event.currentTarget.value)}
      />
      <Text size="xs" c={form.metaDescription.length > 160 ? 'orange' : 'dimmed'} aria-live="polite">
        {form.metaDescription.length}/160
      </Text>
      <TextInput
        label={copy.dialog.categoryTags}
        placeholder={copy.dialog.categoryTagsPlaceholder}
        value={form.categoryTags}
        onChange={(event) => set('categoryTags', event.currentTarget.value)}
      />
      <Group grow>
        <TextInput label={copy.dialog.callToAction} value={form.callToAction} onChange={(event) => set('callToAction', event.currentTarget.value)} />
        <TextInput
          label={copy.dialog.featuredImage}
          value={form.featuredImage}
          onChange={(event) => set('featuredImage', event.currentTarget.value)}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {copy.dialog.status}
        </Text>
        <SegmentedControl
          aria-label={copy.dialog.status}
          value={form.status}
          onChange={(value) => set('status', value as BlogPostStatus)}
          data={[
            { value: 'draft', label: copy.status.draft },
            { value: 'published', label: copy.status.published },
          ]}
        />
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={close} disabled={saving}>
          {copy.dialog.cancel}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!isComplete(form)}>
          {creating ? copy.dialog.create : copy.dialog.save}
        </Button>
      </Group>
    </Stack>
  );
}
