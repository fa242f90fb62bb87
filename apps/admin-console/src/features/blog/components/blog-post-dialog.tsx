import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminBlog as copy } from '@trovapro/copy';
import type { BlogPost, BlogPostStatus, GeneratedBlogPost } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { sameValues } from '../../../lib/same-values.ts';
import { useCreateBlogPost, useUpdateBlogPost } from '../api/use-blog-post-mutations.ts';
import { bodyOfForm, EMPTY_FORM, formOfPost, isComplete, withTitle, type PostForm } from '../utils/post-form.ts';

/** What the dialog opens: a new post (empty or the writer's draft to review) or an existing one. */
export type DialogTarget = { mode: 'create'; draft: GeneratedBlogPost | null } | { mode: 'edit'; post: BlogPost } | null;

export interface BlogPostDialogProps {
  target: DialogTarget;
  onClose: () => void;
}

/** The create/edit dialog (product §2, §5): required fields, the meta description hint, tags as text. */
export function BlogPostDialog({ target, onClose }: BlogPostDialogProps) {
  // The writes live here, above the form, so the dialog stays open (busy) while one is on its way.
  const creator = useCreateBlogPost();
  const updater = useUpdateBlogPost();
  return (
    <EditingDialog
      opened={target !== null}
      onClose={onClose}
      busy={creator.isMutating || updater.isMutating}
      title={target?.mode === 'edit' ? copy.dialog.editTitle : copy.dialog.createTitle}
      size="xl"
    >
      {target && <PostFormFields target={target} creator={creator} updater={updater} onClose={onClose} />}
    </EditingDialog>
  );
}

interface PostFormFieldsProps {
  target: Exclude<DialogTarget, null>;
  creator: ReturnType<typeof useCreateBlogPost>;
  updater: ReturnType<typeof useUpdateBlogPost>;
  onClose: () => void;
}

/**
 * The form, mounted per opening. Unsaved work is what differs from the post being edited — or, for a new post, from
 * an empty form: the writer's draft has not been saved either, so closing it asks too.
 */
function PostFormFields({ target, creator, updater, onClose }: PostFormFieldsProps) {
  const close = useCloseEditingDialog();
  const saved = target.mode === 'edit' ? formOfPost(target.post) : EMPTY_FORM;
  const form = useForm<PostForm>({
    initialValues: target.mode === 'edit' ? saved : target.draft ? formOfPost(target.draft) : EMPTY_FORM,
  });
  useUnsavedChanges(!sameValues(form.values, saved));

  const creating = target.mode === 'create';
  const saving = creator.isMutating || updater.isMutating;

  async function save(values: PostForm) {
    try {
      if (target.mode === 'create') {
        await creator.trigger(bodyOfForm(values));
        notifySuccess(copy.toasts.created);
      } else {
        await updater.trigger({ id: target.post.id, body: bodyOfForm(values) });
        notifySuccess(copy.toasts.updated);
      }
      onClose();
    } catch (error) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(error, creating ? copy.toasts.createError : copy.toasts.updateError));
    }
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={copy.dialog.title}
        required
        value={form.values.title}
        // On creation the slug follows the title (product §5).
        onChange={(event) => form.setValues(withTitle(form.values, event.currentTarget.value, creating))}
      />
      <TextInput label={copy.dialog.slug} required {...form.getInputProps('slug')} />
      <Textarea label={copy.dialog.excerpt} required rows={2} {...form.getInputProps('excerpt')} />
      <Textarea
        label={copy.dialog.content}
        required
        rows={12}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        {...form.getInputProps('content')}
      />
      <Textarea
        label={copy.dialog.metaDescription}
        description={copy.dialog.metaDescriptionHint}
        required
        rows={2}
        {...form.getInputProps('metaDescription')}
      />
      <Text size="xs" c={form.values.metaDescription.length > 160 ? 'orange' : 'dimmed'} aria-live="polite">
        {form.values.metaDescription.length}/160
      </Text>
      <TextInput label={copy.dialog.categoryTags} placeholder={copy.dialog.categoryTagsPlaceholder} {...form.getInputProps('categoryTags')} />
      <Group grow>
        <TextInput label={copy.dialog.callToAction} {...form.getInputProps('callToAction')} />
        <TextInput label={copy.dialog.featuredImage} {...form.getInputProps('featuredImage')} />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {copy.dialog.status}
        </Text>
        <SegmentedControl
          aria-label={copy.dialog.status}
          value={form.values.status}
          onChange={(value) => form.setFieldValue('status', value as BlogPostStatus)}
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
        <Button onClick={() => void save(form.getValues())} loading={saving} disabled={!isComplete(form.values)}>
          {creating ? copy.dialog.create : copy.dialog.save}
        </Button>
      </Group>
    </Stack>
  );
}
