import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { businessSelection as copy, common } from '@trovapro/copy';
import { CATEGORIES, formatLocation, isValidEmail, type CandidateBusiness, type Lead } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useAddCandidateBusiness } from '../api/use-add-candidate-business.ts';

const EMPTY = { name: '', email: '', phone: '', category: '', location: '' };

/**
 * The dialog's collapsible manual add (product §2, §5): name, email, category and location required;
 * category and location, left empty, are the lead's. The business comes back with its place from the lead
 * (`onAdded`). Anything typed is unsaved work of the dialog, even with the form folded away.
 */
export function ManualBusinessForm({ lead, onAdded }: { lead: Lead; onAdded: (business: CandidateBusiness) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ initialValues: EMPTY });
  const fields = form.values;
  const { trigger, isMutating } = useAddCandidateBusiness(lead.id);
  useUnsavedChanges(Object.values(fields).some((value) => value.trim() !== ''));
  const leadLocation = lead.location ? formatLocation(lead.location) : '';
  const categories = [...new Set<string>([lead.category, ...CATEGORIES])];

  async function add() {
    const name = fields.name.trim();
    const email = fields.email.trim();
    const phone = fields.phone.trim();
    const category = fields.category.trim() || lead.category;
    const location = fields.location.trim() || leadLocation;
    if (!name || !email || !category || !location) {
      notifyError(common.errorTitle, copy.requiredFields);
      return;
    }
    if (!isValidEmail(email)) {
      notifyError(copy.invalidEmailTitle, copy.invalidEmailMessage);
      return;
    }
    try {
      const business = await trigger({ name, email, category, location, ...(phone ? { phone } : {}) });
      notifySuccess(copy.addedTitle, copy.addedMessage(business.name));
      form.reset();
      setOpen(false);
      onAdded(business);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.addError));
    }
  }

  return (
    <div>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls="manual-business-form"
        onClick={() => setOpen((current) => !current)}
      >
        {copy.addManually}
      </Button>
      <Collapse expanded={open} keepMounted={false}>
        <Paper withBorder p="md" mt="sm" radius="md" id="manual-business-form">
          <form onSubmit={form.onSubmit(() => void add())} noValidate aria-label={copy.addFormTitle}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label={copy.name} withAsterisk {...form.getInputProps('name')} />
                <TextInput label={copy.email} type="email" withAsterisk {...form.getInputProps('email')} />
                <TextInput label={copy.phone} type="tel" {...form.getInputProps('phone')} />
                <Select
                  label={copy.category}
                  placeholder={lead.category}
                  data={categories}
                  clearable
                  value={fields.category || null}
                  onChange={(value) => form.setFieldValue('category', value ?? '')}
                />
                <TextInput label={copy.businessLocation} placeholder={leadLocation} {...form.getInputProps('location')} />
              </SimpleGrid>
              <Group justify="space-between" gap="sm">
                <Text size="xs" c="dimmed">
                  {copy.defaultsHint}
                </Text>
                <Button type="submit" size="xs" loading={isMutating}>
                  {copy.addSubmit}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Collapse>
    </div>
  );
}
