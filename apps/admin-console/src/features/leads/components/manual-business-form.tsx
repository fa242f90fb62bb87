import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { businessSelection as copy, common } from '@trovapro/copy';
import { CATEGORIES, formatLocation, isValidEmail, type CandidateBusiness, type Lead } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useAddCandidateBusiness } from '../api/use-add-candidate-business.ts';

const EMPTY = { name: '', email: '', phone: '', category: '', location: '' };

/**
 * The dialog's collapsible manual add (spec §2, §5): name, email, category and location required;
 * category and location, left empty, are the lead's. The business comes back with its place from the lead
 * (`onAdded`). Anything typed is unsaved work of the dialog, even with the form folded away.
 */
export function ManualBusinessForm({ lead, onAdded }: { lead: Lead; onAdded: (business: CandidateBusiness) => void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const { trigger, isMutating } = useAddCandidateBusiness(lead.id);
  useUnsavedChanges(Object.values(fields).some((value) => value.trim() !== ''));
  const leadLocation = lead.location ? formatLocation(lead.location) : '';
  const categories = [...new Set<string>([lead.category, ...CATEGORIES])];

  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
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
      setFields(EMPTY);
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
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={copy.addFormTitle}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label={copy.name} withAsterisk value={fields.name} onChange={(e) => set('name')(e.currentTarget.value)} />
                <TextInput label={copy.email} type="email" withAsterisk value={fields.email} onChange={(e) => set('email')(e.currentTarget.value)} />
                <TextInput label={copy.phone} type="tel" value={fields.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />
                <Select
                  label={copy.category}
                  placeholder={lead.category}
                  data={categories}
                  clearable
                  value={fields.category || null}
                  onChange={(value) => set('category')(value ?? '')}
                />
                <TextInput
                  label={copy.businessLocation}
                  placeholder={leadLocation}
                  value={fields.location}
                  onChange={(e) => set('location')(e.currentTarget.value)}
                />
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
