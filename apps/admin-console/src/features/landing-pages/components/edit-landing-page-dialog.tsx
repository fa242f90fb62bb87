import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import { isSlug, type LandingPage, type UpdateLandingPageBody } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { sameValues } from '../../../lib/same-values.ts';
import { useLandingPageMutations } from '../api/use-landing-page-mutations.ts';

export interface EditLandingPageDialogProps {
  page: LandingPage | null;
  onClose: () => void;
  onSaved: () => void;
}

type Form = Required<Pick<UpdateLandingPageBody, 'title' | 'metaDescription' | 'keyword' | 'slug' | 'content' | 'isPlural' | 'isPublished'>>;

function formOf(page: LandingPage): Form {
  const { title, metaDescription, keyword, slug, content, isPlural, isPublished } = page;
  return { title, metaDescription, keyword, slug, content, isPlural, isPublished };
}

/** The edit dialog: the page's fields and the publish switch; the server sanitizes the content. */
export function EditLandingPageDialog({ page, onClose, onSaved }: EditLandingPageDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <EditingDialog opened={page !== null} onClose={onClose} busy={saving} title={copy.edit.title} size="xl">
      {page && <LandingPageForm key={page.id} page={page} onSaving={setSaving} onClose={onClose} onSaved={onSaved} />}
    </EditingDialog>
  );
}

/** The form, mounted per opening; unsaved work is what differs from the page as it was opened. */
function LandingPageForm({
  page,
  onSaving,
  onClose,
  onSaved,
}: { page: LandingPage; onSaving: (saving: boolean) => void } & Omit<EditLandingPageDialogProps, 'page'>) {
  const { update } = useLandingPageMutations();
  const close = useCloseEditingDialog();
  const [form, setForm] = useState<Form>(() => formOf(page));
  const [saving, setSaving] = useState(false);
  useEffect(() => onSaving(saving), [onSaving, saving]);
  useUnsavedChanges(!sameValues(form, formOf(page)));

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function save() {
    setSaving(true);
    try {
      await update(page.id, { ...form, title: form.title.trim(), keyword: form.keyword.trim() });
      notifySuccess(copy.toasts.updateSuccessTitle, copy.toasts.updateSuccessMessage);
      onSaved();
      onClose();
    } catch (error) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(error, copy.toasts.updateError));
    } finally {
      setSaving(false);
    }
  }

  const valid = form.title.trim() !== '' && form.keyword.trim() !== '' && isSlug(form.slug);
  return (
    <Stack gap="sm">
      <TextInput label={copy.edit.pageTitle} required value={form.title} onChange={(event) => set('title', event.currentTarget.value)} />
      <Textarea
        label={copy.edit.metaDescription}
        description={copy.edit.metaDescriptionHint}
        rows={2}
        value={form.metaDescription}
        onChange={(event) => set('metaDescription', event.currentTarget.value)}
      />
      <Group grow>
        <TextInput label={copy.edit.keyword} required value={form.keyword} onChange={(event) => set('keyword', event.currentTarget.value)} />
        <TextInput label={copy.edit.slug} required value={form.slug} onChange={(event) => set('slug', event.currentTarget.value)} />
      </Group>
      <Textarea
        label={copy.edit.content}
        rows={12}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        value={form.content}
        onChange={(event) => set('content', event.currentTarget.value)}
      />
      <Group>
        <Switch label={copy.edit.isPlural} checked={form.isPlural} onChange={(event) => set('isPlural', event.currentTarget.checked)} />
        <Switch label={copy.edit.isPublished} checked={form.isPublished} onChange={(event) => set('isPublished', event.currentTarget.checked)} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={close} disabled={saving}>
          {copy.edit.cancel}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!valid}>
          {copy.edit.save}
        </Button>
      </Group>
    </Stack>
  );
}
