import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiRequestError } from '@trovapro/api-client';
import { addBusinessDialog as copy, common, partnerDesk } from '@trovapro/copy';
import { CATEGORIES, type Business } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from '../../../components/editing-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
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
  type BusinessFormValues,
} from '../utils/business-form.ts';

export interface BusinessFormDialogProps {
  opened: boolean;
  /** The partner to edit; none to add a new one. */
  business?: Business | null;
  onClose: () => void;
}

/**
 * One partner form, two uses: product §2 'Aggiungi Nuova Azienda' (empty, POST) and «Modifica azienda» (prefilled,
 * PATCH of what changed). Validated per §5 before anything is sent; every problem, the server's included (409:
 * the email is taken), is said on its field. The list and the open details refresh through the mutations.
 */
export function BusinessFormDialog({ opened, business = null, onClose }: BusinessFormDialogProps) {
  // The writes live above the form, so the dialog stays open (busy) while one is on its way.
  const creator = useCreateBusiness();
  const updater = useUpdateBusiness(business?.id ?? '');
  return (
    <EditingDialog
      opened={opened}
      onClose={onClose}
      busy={creator.isMutating || updater.isMutating}
      title={business ? partnerDesk.editTitle : copy.title}
      size="lg"
    >
      {/* Mounted per opening: the fields start from the partner (or empty) each time. */}
      {opened && <BusinessForm key={business?.id ?? 'new'} business={business} creator={creator} updater={updater} onClose={onClose} />}
    </EditingDialog>
  );
}

/** The field a refusal of the server is about: the one it names, or the email for a taken one (409). */
function fieldOf(error: unknown): BusinessField | undefined {
  if (!(error instanceof ApiRequestError) || error.status >= 500 || !error.serverMessage) return undefined;
  const field = error.field ?? (error.code === 'conflict' ? 'email' : undefined);
  return BUSINESS_FIELDS.find((candidate) => candidate === field);
}

interface BusinessFormProps {
  business: Business | null;
  creator: ReturnType<typeof useCreateBusiness>;
  updater: ReturnType<typeof useUpdateBusiness>;
  onClose: () => void;
}

function BusinessForm({ business, creator, updater, onClose }: BusinessFormProps) {
  const form = useForm<BusinessFormValues>({
    initialValues: business ? businessFormOf(business) : EMPTY_BUSINESS_FORM,
    validate: (values) => validateBusinessForm(values).errors,
  });
  const saving = creator.isMutating || updater.isMutating;
  const close = useCloseEditingDialog();
  useUnsavedChanges(form.isDirty());
  // A category outside the six (a lead's own need) stays choosable for the partner that has it.
  const categories = [...new Set<string>([...CATEGORIES, ...(business ? [business.category] : [])])];

  async function save(values: BusinessFormValues): Promise<Business | null> {
    if (!business) return creator.trigger(createBusinessBody(values));
    const changes = businessChanges(business, values);
    return Object.keys(changes).length === 0 ? null : updater.trigger(changes);
  }

  async function submit(values: BusinessFormValues) {
    try {
      const saved = await save(values);
      if (saved) {
        if (business) notifySuccess(partnerDesk.updatedTitle, saved.name);
        else notifySuccess(copy.addedTitle, copy.addedMessage(saved.name));
      }
      onClose();
    } catch (error) {
      const field = fieldOf(error);
      if (field && error instanceof ApiRequestError) form.setErrors({ [field]: error.serverMessage });
      else notifyError(common.errorTitle, actionErrorMessage(error, business ? partnerDesk.updateError : copy.addError));
    }
  }

  /** Product §5: a required field left empty is also said in a toast. */
  function refused(_errors: unknown, values: BusinessFormValues) {
    if (validateBusinessForm(values).missing) notifyError(copy.requiredTitle, copy.requiredMessage);
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), refused)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={copy.name} withAsterisk {...form.getInputProps('name')} data-autofocus />
          <TextInput label={copy.email} type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label={copy.phone} type="tel" {...form.getInputProps('phone')} />
          <Select
            label={copy.category}
            placeholder={copy.categoryPlaceholder}
            withAsterisk
            data={categories}
            {...form.getInputProps('category')}
            value={form.values.category || null}
            onChange={(value) => form.setFieldValue('category', value ?? '')}
          />
          <TextInput label={copy.location} placeholder={copy.locationPlaceholder} withAsterisk {...form.getInputProps('location')} />
          <TextInput label={copy.website} type="url" placeholder={copy.websitePlaceholder} {...form.getInputProps('website')} />
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
