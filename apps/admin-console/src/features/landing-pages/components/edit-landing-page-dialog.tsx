import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { adminLanding as copy } from '@trovapro/copy';
import { isSlug, type LandingPage, type UpdateLandingPageBody } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
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
  const { update } = useLandingPageMutations();
  const [form, setForm] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(page ? formOf(page) : null), [page]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => (current ? { ...current, [key]: value } : current));

  async function save() {
    if (!page || !form) return;
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

  const valid = form !== null && form.title.trim() !== '' && form.keyword.trim() !== '' && isSlug(form.slug);
  return (
    <Modal opened={page !== null} onClose={saving ? () => {} : onClose} title={copy.edit.title} size="xl">
      {form && (
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
            <Button variant="default" onClick={onClose} disabled={saving}>
              {copy.edit.cancel}
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={!valid}>
              {copy.edit.save}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
