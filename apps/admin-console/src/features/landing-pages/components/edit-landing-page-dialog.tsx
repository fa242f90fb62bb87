import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminLanding as copy } from '@trovapro/copy';
import { isSlug, type LandingPage, type UpdateLandingPageBody } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateLandingPage } from '../api/use-landing-page-mutations.ts';

export interface EditLandingPageDialogProps {
  page: LandingPage | null;
  onClose: () => void;
}

type Form = Required<Pick<UpdateLandingPageBody, 'title' | 'metaDescription' | 'keyword' | 'slug' | 'content' | 'isPlural' | 'isPublished'>>;

function formOf(page: LandingPage): Form {
  const { title, metaDescription, keyword, slug, content, isPlural, isPublished } = page;
  return { title, metaDescription, keyword, slug, content, isPlural, isPublished };
}

/** The edit dialog: the page's fields and the publish switch; the server sanitizes the content. */
export function EditLandingPageDialog({ page, onClose }: EditLandingPageDialogProps) {
  // The write lives above the form, so the dialog stays open (busy) while it is on its way.
  const updater = useUpdateLandingPage();
  return (
    <EditingDialog opened={page !== null} onClose={onClose} busy={updater.isMutating} title={copy.edit.title} size="xl">
      {page && <LandingPageForm key={page.id} page={page} updater={updater} onClose={onClose} />}
    </EditingDialog>
  );
}

/** The form, mounted per opening; unsaved work is what differs from the page as it was opened. */
function LandingPageForm({ page, updater, onClose }: { page: LandingPage; updater: ReturnType<typeof useUpdateLandingPage>; onClose: () => void }) {
  const close = useCloseEditingDialog();
  const form = useForm<Form>({ initialValues: formOf(page) });
  useUnsavedChanges(form.isDirty());
  const saving = updater.isMutating;

  async function save(values: Form) {
    try {
      await updater.trigger({ id: page.id, body: { ...values, title: values.title.trim(), keyword: values.keyword.trim() } });
      notifySuccess(copy.toasts.updateSuccessTitle, copy.toasts.updateSuccessMessage);
      onClose();
    } catch (error) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(error, copy.toasts.updateError));
    }
  }

  const { values } = form;
  const valid = values.title.trim() !== '' && values.keyword.trim() !== '' && isSlug(values.slug);
  return (
    <Stack gap="sm">
      <TextInput label={copy.edit.pageTitle} required {...form.getInputProps('title')} />
      <Textarea label={copy.edit.metaDescription} description={copy.edit.metaDescriptionHint} rows={2} {...form.getInputProps('metaDescription')} />
      <Group grow>
        <TextInput label={copy.edit.keyword} required {...form.getInputProps('keyword')} />
        <TextInput label={copy.edit.slug} required {...form.getInputProps('slug')} />
      </Group>
      <Textarea
        label={copy.edit.content}
        rows={12}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        {...form.getInputProps('content')}
      />
      <Group>
        <Switch label={copy.edit.isPlural} {...form.getInputProps('isPlural', { type: 'checkbox' })} />
        <Switch label={copy.edit.isPublished} {...form.getInputProps('isPublished', { type: 'checkbox' })} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={close} disabled={saving}>
          {copy.edit.cancel}
        </Button>
        <Button onClick={() => void save(form.getValues())} loading={saving} disabled={!valid}>
          {copy.edit.save}
        </Button>
      </Group>
    </Stack>
  );
}
