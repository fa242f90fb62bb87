import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { adminTemplates as copy, common } from '@trovapro/copy';
import { TEMPLATE_TYPES, type Template, type TemplatePlaceholder, type TemplateType } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useCreateTemplate } from '../api/use-create-template.ts';
import { useUpdateTemplate } from '../api/use-update-template.ts';
import { insertAt } from '../utils/template-text.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';

/** What the dialog is open for: a new template (of the current sub-tab's type) or an existing one. */
export type TemplateDialogTarget = { mode: 'create'; type: TemplateType } | { mode: 'edit'; template: Template };

export interface TemplateDialogProps {
  target: TemplateDialogTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

const TYPE_OPTIONS = TEMPLATE_TYPES.map((type) => ({ value: type, label: copy.typeOptions[type] }));

/** Spec §2/§5: the create and edit form (subject for email only; the type is chosen once, at creation). */
export function TemplateDialog({ target, onClose, onSaved }: TemplateDialogProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.mode === 'edit' ? copy.editTitle : copy.createTitle} size="lg">
      {target ? <TemplateForm target={target} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function initialFields(target: TemplateDialogTarget) {
  if (target.mode === 'create') return { type: target.type, name: '', subject: '', content: '', isActive: true };
  const { type, name, subject, content, isActive } = target.template;
  return { type, name, subject: subject ?? '', content, isActive };
}

function TemplateForm({ target, onClose, onSaved }: { target: TemplateDialogTarget; onClose: () => void; onSaved: () => void }) {
  const [fields, setFields] = useState(() => initialFields(target));
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isMutating || update.isMutating;
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const set = <K extends keyof typeof fields>(name: K, value: (typeof fields)[K]) => setFields((current) => ({ ...current, [name]: value }));

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !contentRef.current) return;
    contentRef.current.focus();
    contentRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  function insertPlaceholder(placeholder: TemplatePlaceholder) {
    const textarea = contentRef.current;
    const start = textarea?.selectionStart ?? fields.content.length;
    const { text, caret } = insertAt(fields.content, `{${placeholder}}`, start, textarea?.selectionEnd ?? start);
    pendingCaret.current = caret;
    set('content', text);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = fields.name.trim();
    const content = fields.content.trim();
    const subject = fields.type === 'email' ? fields.subject.trim() : '';
    if (!name || !content) {
      notifyError(copy.requiredTitle, copy.requiredMessage);
      return;
    }
    if (target.mode === 'create') {
      try {
        const created = await create.trigger({ type: fields.type, name, content, ...(subject ? { subject } : {}) });
        notifySuccess(copy.createdTitle, copy.createdMessage(created.name));
      } catch (error) {
        notifyError(copy.createError, actionErrorMessage(error, common.genericErrorMessage));
        return;
      }
    } else {
      try {
        const body = { name, content, isActive: fields.isActive, ...(fields.type === 'email' ? { subject: subject || null } : {}) };
        const updated = await update.trigger({ id: target.template.id, body });
        notifySuccess(copy.updatedTitle, copy.updatedMessage(updated.name));
      } catch (error) {
        notifyError(copy.updateError, actionErrorMessage(error, common.genericErrorMessage));
        return;
      }
    }
    onSaved();
    onClose();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
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
          placeholder={copy.namePlaceholder}
          withAsterisk
          maxLength={120}
          value={fields.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-autofocus
        />
        {fields.type === 'email' ? (
          <TextInput label={copy.subject} maxLength={300} value={fields.subject} onChange={(event) => set('subject', event.currentTarget.value)} />
        ) : null}
        <Textarea
          ref={contentRef}
          label={copy.content}
          withAsterisk
          rows={8}
          resize="vertical"
          maxLength={20000}
          value={fields.content}
          onChange={(event) => set('content', event.currentTarget.value)}
        />
        <PlaceholderChips onInsert={insertPlaceholder} />
        {target.mode === 'edit' ? (
          <Switch label={copy.isActive} checked={fields.isActive} onChange={(event) => set('isActive', event.currentTarget.checked)} />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {target.mode === 'create' ? copy.create : copy.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
