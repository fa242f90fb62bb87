import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { addBusinessDialog as copy, common } from '@trovapro/copy';
import { CATEGORIES, isValidEmail } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useCreateBusiness } from '../../../lib/use-create-business.ts';

const EMPTY = { name: '', email: '', phone: '', category: '', location: '', website: '' };
/** The API's rule for a website: http(s), no spaces. */
const WEBSITE = /^https?:\/\/\S+$/;

export interface AddBusinessDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Spec §2 'Aggiungi Nuova Azienda', validated per §5 before anything is sent. */
export function AddBusinessDialog({ opened, onClose, onAdded }: AddBusinessDialogProps) {
  const [fields, setFields] = useState(EMPTY);
  const { trigger, isMutating } = useCreateBusiness();
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  function close() {
    setFields(EMPTY);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as typeof EMPTY;
    if (!values.name || !values.email || !values.category || !values.location) {
      notifyError(copy.requiredTitle, copy.requiredMessage);
      return;
    }
    if (!isValidEmail(values.email)) {
      notifyError(copy.invalidEmailTitle, copy.invalidEmailMessage);
      return;
    }
    if (values.website && !WEBSITE.test(values.website)) {
      notifyError(copy.invalidWebsiteTitle, copy.invalidWebsiteMessage);
      return;
    }
    const { phone, website, ...required } = values;
    try {
      const business = await trigger({ ...required, ...(phone ? { phone } : {}), ...(website ? { website } : {}) });
      notifySuccess(copy.addedTitle, copy.addedMessage(business.name));
      onAdded();
      close();
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.addError));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={copy.title} size="lg">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={copy.name} withAsterisk value={fields.name} onChange={(e) => set('name')(e.currentTarget.value)} data-autofocus />
            <TextInput label={copy.email} type="email" withAsterisk value={fields.email} onChange={(e) => set('email')(e.currentTarget.value)} />
            <TextInput label={copy.phone} type="tel" value={fields.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />
            <Select
              label={copy.category}
              placeholder={copy.categoryPlaceholder}
              withAsterisk
              data={CATEGORIES}
              value={fields.category || null}
              onChange={(value) => set('category')(value ?? '')}
            />
            <TextInput
              label={copy.location}
              placeholder={copy.locationPlaceholder}
              withAsterisk
              value={fields.location}
              onChange={(e) => set('location')(e.currentTarget.value)}
            />
            <TextInput
              label={copy.website}
              type="url"
              placeholder={copy.websitePlaceholder}
              value={fields.website}
              onChange={(e) => set('website')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={isMutating}>
              {copy.cancel}
            </Button>
            <Button type="submit" loading={isMutating}>
              {copy.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
