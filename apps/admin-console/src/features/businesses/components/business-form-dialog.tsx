import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { addBusinessDialog as copy, common, partnerDesk } from '@trovapro/copy';
import { CATEGORIES, type Business } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { sameValues } from '../../../lib/same-values.ts';
import { useCreateBusiness } from '../../../lib/use-create-business.ts';
import { useUpdateBusiness } from '../../../lib/use-update-business.ts';
import {
  BUSINESS_FIELDS,
  EMPTY_BUSINESS_FORM,
  businessChanges,
  businessFormOf,
  createBusinessBody,
  validateBusinessForm,
  type BusinessField,
  type BusinessFormErrors,
  type BusinessFormValues,
} from '../utils/business-form.ts';

export interface BusinessFormDialogProps {
  opened: boolean;
  /** The partner to edit; none to add a new one. */
  business?: Business | null;
  onClose: () => void;
  /** After a save: the list (and the open details) are refreshed. */
  onSaved: (business: Business) => void;
}

/**
 * One partner form, two uses: spec §2 'Aggiungi Nuova Azienda' (empty, POST) and «Modifica azienda» (prefilled,
 * PATCH of what changed). Validated per §5 before anything is sent; every problem, the server's included (409:
 * the email is taken), is said on its field.
 */
export function BusinessFormDialog({ opened, business = null, onClose, onSaved }: BusinessFormDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <EditingDialog opened={opened} onClose={onClose} busy={saving} title={business ? partnerDesk.editTitle : copy.title} size="lg">
      {/* Mounted per opening: the fields start from the partner (or empty) each time. */}
      {opened && <BusinessForm key={business?.id ?? 'new'} business={business} onSaving={setSaving} onClose={onClose} onSaved={onSaved} />}
    </EditingDialog>
  );
}

/** The field a refusal of the server is about: the one it names, or the email for a taken one (409). */
function fieldOf(error: unknown): BusinessField | undefined {
  if (!(error instanceof ApiRequestError) || error.status >= 500 || !error.serverMessage) return undefined;
  const field = error.field ?? (error.code === 'conflict' ? 'email' : undefined);
  return BUSINESS_FIELDS.find((candidate) => candidate === field);
}

function BusinessForm({
  business,
  onSaving,
  onClose,
  onSaved,
}: { business: Business | null; onSaving: (saving: boolean) => void } & Omit<BusinessFormDialogProps, 'opened' | 'business'>) {
  const initial = business ? businessFormOf(business) : EMPTY_BUSINESS_FORM;
  const [values, setValues] = useState<BusinessFormValues>(initial);
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const create = useCreateBusiness();
  const update = useUpdateBusiness(business?.id ?? '');
  const saving = create.isMutating || update.isMutating;
  const close = useCloseEditingDialog();
  useUnsavedChanges(!sameValues(values, initial));
  useEffect(() => onSaving(saving), [onSaving, saving]);
  // A category outside the six (a lead's own need) stays choosable for the partner that has it.
  const categories = [...new Set<string>([...CATEGORIES, ...(business ? [business.category] : [])])];

  function set(field: BusinessField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function save(): Promise<Business | null> {
    if (!business) return create.trigger(createBusinessBody(values));
    const changes = businessChanges(business, values);
    return Object.keys(changes).length === 0 ? null : update.trigger(changes);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = validateBusinessForm(values);
    setErrors(check.errors);
    if (check.missing) notifyError(copy.requiredTitle, copy.requiredMessage);
    if (Object.keys(check.errors).length > 0) return;
    try {
      const saved = await save();
      if (saved) {
        if (business) notifySuccess(partnerDesk.updatedTitle, saved.name);
        else notifySuccess(copy.addedTitle, copy.addedMessage(saved.name));
        onSaved(saved);
      }
      onClose();
    } catch (error) {
      const field = fieldOf(error);
      if (field && error instanceof ApiRequestError) setErrors({ [field]: error.serverMessage });
      else notifyError(common.errorTitle, actionErrorMessage(error, business ? partnerDesk.updateError : copy.addError));
    }
  }

  const input = (field: BusinessField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={copy.name} withAsterisk {...input('name')} data-autofocus />
          <TextInput label={copy.email} type="email" withAsterisk {...input('email')} />
          <TextInput label={copy.phone} type="tel" {...input('phone')} />
          <Select
            label={copy.category}
            placeholder={copy.categoryPlaceholder}
            withAsterisk
            data={categories}
            value={values.category || null}
            error={errors.category}
            onChange={(value) => set('category', value ?? '')}
          />
          <TextInput label={copy.location} placeholder={copy.locationPlaceholder} withAsterisk {...input('location')} />
          <TextInput label={copy.website} type="url" placeholder={copy.websitePlaceholder} {...input('website')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close} disabled={saving}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {business ? partnerDesk.editSubmit : copy.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
