import { Button, Code, em, Grid, Group, Select, Stack, Switch, Text, Textarea, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { adminTemplates as copy, common } from '@trovapro/copy';
import { TEMPLATE_TYPES, type Template, type TemplatePlaceholder, type TemplateType } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess, readAppLinks } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { sameValues } from '../../../lib/same-values.ts';
import { useCreateTemplate } from '../api/use-create-template.ts';
import { useResetTemplate } from '../api/use-reset-template.ts';
import { useTestTemplateEmail } from '../api/use-test-template-email.ts';
import { useUpdateTemplate } from '../api/use-update-template.ts';
import { fieldErrors, templateInfo, templatePreview } from '../utils/template-info.ts';
import { insertAt } from '../utils/template-text.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';
import { TemplatePreview } from './template-preview.tsx';

/** What the dialog is open for: a new template (of the current sub-tab's type) or an existing one. */
export type TemplateDialogTarget = { mode: 'create'; type: TemplateType } | { mode: 'edit'; template: Template };

export interface TemplateDialogProps {
  target: TemplateDialogTarget | null;
  onClose: () => void;
}

const TYPE_OPTIONS = TEMPLATE_TYPES.map((type) => ({ value: type, label: copy.typeOptions[type] }));

/**
 * Product §2/§5: the create and edit form (subject for email only; the type is chosen once, at creation), beside
 * a live preview with sample values; the placeholders of the template's message as chips, checked as the
 * server checks them while typing; «Invia una prova» and «Ripristina testo predefinito». Full screen on a phone.
 * Closing with unsaved changes asks first (`EditingDialog`).
 */
export function TemplateDialog({ target, onClose }: TemplateDialogProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`);
  // The writes live above the form, so the dialog stays open (busy) while a save is on its way. A restore runs
  // under its own confirmation dialog (loading, on top), so it needs no hold of its own.
  const writes: TemplateWrites = { create: useCreateTemplate(), update: useUpdateTemplate(), reset: useResetTemplate() };
  const saving = writes.create.isMutating || writes.update.isMutating;
  return (
    <EditingDialog
      opened={target !== null}
      onClose={onClose}
      busy={saving}
      title={target?.mode === 'edit' ? copy.editTitle : copy.createTitle}
      size={1120}
      fullScreen={phone === true}
    >
      {target ? <TemplateForm target={target} writes={writes} onClose={onClose} /> : null}
    </EditingDialog>
  );
}

interface Fields {
  type: TemplateType;
  name: string;
  subject: string;
  content: string;
  isActive: boolean;
}

function initialFields(target: TemplateDialogTarget): Fields {
  if (target.mode === 'create') return { type: target.type, name: '', subject: '', content: '', isActive: true };
  const { type, name, subject, content, isActive } = target.template;
  return { type, name, subject: subject ?? '', content, isActive };
}

type TextField = 'subject' | 'content';

interface TemplateWrites {
  create: ReturnType<typeof useCreateTemplate>;
  update: ReturnType<typeof useUpdateTemplate>;
  reset: ReturnType<typeof useResetTemplate>;
}

function TemplateForm({ target, writes, onClose }: { target: TemplateDialogTarget; writes: TemplateWrites; onClose: () => void }) {
  // The form's initial values are what the server holds: the opened template, or the built-in text once restored.
  const form = useForm<Fields>({ initialValues: initialFields(target) });
  const fields = form.values;
  const close = useCloseEditingDialog();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { create, update, reset } = writes;
  const testEmail = useTestTemplateEmail();
  const saving = create.isMutating || update.isMutating || reset.isMutating;
  // Against the initial values as they are now (a restore moves them), not Mantine's per-field dirty marks.
  useUnsavedChanges(!sameValues(form.values, form.getInitialValues()));
  const refs = { subject: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null) };
  /** Where a chip inserts: the text field the admin was last in. */
  const lastField = useRef<TextField>('content');
  const pendingCaret = useRef<{ field: TextField; at: number } | null>(null);
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => form.setFieldValue(name, value as never);

  const info = templateInfo(fields.type, fields.name.trim());
  const errors = fieldErrors(fields);
  const hasErrors = errors.subject !== undefined || errors.content !== undefined;
  const links = useMemo(() => readAppLinks(), []);
  const preview = useMemo(() => templatePreview(fields, links), [fields, links]);

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    const element = pending === null ? null : refs[pending.field].current;
    if (pending === null || element === null) return;
    element.focus();
    element.setSelectionRange(pending.at, pending.at);
    pendingCaret.current = null;
  });

  function insertPlaceholder(placeholder: TemplatePlaceholder) {
    const field = fields.type === 'email' ? lastField.current : 'content';
    const element = refs[field].current;
    const text = fields[field];
    const start = element?.selectionStart ?? text.length;
    const inserted = insertAt(text, `{${placeholder}}`, start, element?.selectionEnd ?? start);
    pendingCaret.current = { field, at: inserted.caret };
    set(field, inserted.text);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = fields.name.trim();
    const content = fields.content.trim();
    const subject = fields.type === 'email' ? fields.subject.trim() : '';
    const failure = target.mode === 'create' ? copy.createError : copy.updateError;
    if (!name || !content) {
      notifyError(copy.requiredTitle, copy.requiredMessage);
      return;
    }
    if (hasErrors) {
      notifyError(failure, copy.fixErrors);
      return;
    }
    try {
      if (target.mode === 'create') {
        const created = await create.trigger({ type: fields.type, name, content, ...(subject ? { subject } : {}) });
        notifySuccess(copy.createdTitle, copy.createdMessage(created.name));
      } else {
        const body = { name, content, isActive: fields.isActive, ...(fields.type === 'email' ? { subject: subject || null } : {}) };
        const updated = await update.trigger({ id: target.template.id, body });
        notifySuccess(copy.updatedTitle, copy.updatedMessage(updated.name));
      }
    } catch (error) {
      notifyError(failure, actionErrorMessage(error, common.genericErrorMessage));
      return;
    }
    onClose();
  }

  async function sendTest() {
    if (hasErrors || !fields.subject.trim() || !fields.content.trim()) {
      notifyError(copy.testSendError, hasErrors ? copy.fixErrors : copy.requiredMessage);
      return;
    }
    try {
      const { sentTo } = await testEmail.trigger({ name: fields.name.trim(), subject: fields.subject.trim(), content: fields.content.trim() });
      notifySuccess(copy.testSentTitle, copy.testSentMessage(sentTo));
    } catch (error) {
      notifyError(copy.testSendError, actionErrorMessage(error, common.genericErrorMessage));
    }
  }

  async function restoreDefault() {
    if (target.mode !== 'edit') return;
    try {
      const restored = await reset.trigger({ id: target.template.id });
      const text = { subject: restored.subject ?? '', content: restored.content };
      form.setInitialValues({ ...form.getInitialValues(), ...text });
      form.setValues(text);
      notifySuccess(copy.resetDoneTitle, copy.resetDoneMessage(info.title));
    } catch (error) {
      notifyError(copy.resetError, actionErrorMessage(error, common.genericErrorMessage));
    } finally {
      setConfirmingReset(false);
    }
  }

  const textFieldProps = (field: TextField) => ({
    onFocus: () => {
      lastField.current = field;
    },
    error: errors[field],
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {target.mode === 'edit' && info.shipped ? (
              <div>
                <Text fw={600}>{info.title}</Text>
                <Text size="sm" c="dimmed">
                  {info.description}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {copy.technicalName}: <Code>{fields.name}</Code>
                </Text>
              </div>
            ) : (
              <>
                {target.mode === 'create' ? (
                  <Select
                    label={copy.type}
                    data={TYPE_OPTIONS}
                    value={fields.type}
                    allowDeselect={false}
                    onChange={(value) => set('type', value === 'chat' ? 'chat' : 'email')}
                  />
                ) : null}
                <TextInput
                  label={copy.name}
                  description={info.description}
                  placeholder={copy.namePlaceholder}
                  withAsterisk
                  maxLength={120}
                  value={fields.name}
                  onChange={(event) => set('name', event.currentTarget.value)}
                  data-autofocus
                />
              </>
            )}
            {fields.type === 'email' ? (
              <TextInput
                ref={refs.subject}
                label={copy.subject}
                maxLength={300}
                value={fields.subject}
                onChange={(event) => set('subject', event.currentTarget.value)}
                {...textFieldProps('subject')}
              />
            ) : null}
            <Textarea
              ref={refs.content}
              label={copy.content}
              withAsterisk
              rows={10}
              resize="vertical"
              maxLength={20000}
              value={fields.content}
              onChange={(event) => set('content', event.currentTarget.value)}
              {...textFieldProps('content')}
            />
            <PlaceholderChips placeholders={info.placeholders} custom={!info.shipped} onInsert={insertPlaceholder} />
            {target.mode === 'edit' ? (
              <Switch label={copy.isActive} checked={fields.isActive} onChange={(event) => set('isActive', event.currentTarget.checked)} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TemplatePreview preview={preview} type={fields.type} />
          {fields.type === 'email' ? (
            <Stack gap={4} mt="sm" align="flex-start">
              <Button variant="light" onClick={() => void sendTest()} loading={testEmail.isMutating} disabled={saving}>
                {copy.sendTest}
              </Button>
              <Text size="xs" c="dimmed">
                {copy.sendTestHint}
              </Text>
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
      <Group justify="space-between" gap="sm" mt="lg">
        {target.mode === 'edit' && info.shipped ? (
          <Button variant="subtle" color="gray" onClick={() => setConfirmingReset(true)} disabled={saving}>
            {copy.reset}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={create.isMutating || update.isMutating} disabled={reset.isMutating}>
            {target.mode === 'create' ? copy.create : copy.save}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirmingReset}
        title={copy.resetTitle}
        message={copy.resetMessage(info.title)}
        confirmLabel={copy.resetConfirm}
        loading={reset.isMutating}
        onConfirm={() => void restoreDefault()}
        onCancel={() => setConfirmingReset(false)}
      />
    </form>
  );
}
