import { Button, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDatabaseImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { adminTemplates as copy, common } from '@trovapro/copy';
import type { Template, TemplateType } from '@trovapro/domain';
import { LoadError, notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useGetTemplates } from '../api/use-get-templates.ts';
import { useSeedTemplates } from '../api/use-seed-templates.ts';
import { TemplateCard } from './template-card.tsx';
import { TemplateDialog, type TemplateDialogTarget } from './template-dialog.tsx';

const SUB_TABS: readonly { type: TemplateType; label: string }[] = [
  { type: 'email', label: copy.emailTab },
  { type: 'chat', label: copy.chatTab },
];

/** Product §2 'Template & Messaggi': the email and chat sub-tabs, each a grid of cards, create, edit and seed. */
export function TemplatesPanel() {
  const [type, setType] = useState<TemplateType>('email');
  const [dialog, setDialog] = useState<TemplateDialogTarget | null>(null);
  const { data, error, isLoading, mutate } = useGetTemplates();
  const seed = useSeedTemplates();

  async function seedDefaults() {
    try {
      const { created, skipped } = await seed.trigger();
      notifySuccess(copy.seededTitle, copy.seededMessage(created, skipped));
    } catch (seedError) {
      notifyError(copy.seedError, actionErrorMessage(seedError, common.genericErrorMessage));
    }
  }

  const openEdit = (template: Template) => setDialog({ mode: 'edit', template });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="h3">
            {copy.title}
          </Title>
          <Text size="sm" c="dimmed">
            {copy.description}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: 'create', type })}>
          {copy.newTemplate}
        </Button>
      </Group>
      {error && !data ? (
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <CardsSkeleton />
      ) : data.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            {copy.empty}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDatabaseImport size={16} aria-hidden />}
            loading={seed.isMutating}
            onClick={() => void seedDefaults()}
          >
            {copy.seed}
          </Button>
        </Stack>
      ) : (
        <Tabs value={type} onChange={(value) => setType(value === 'chat' ? 'chat' : 'email')}>
          <Tabs.List mb="md">
            {SUB_TABS.map((tab) => (
              <Tabs.Tab key={tab.type} value={tab.type}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SUB_TABS.map((tab) => (
            <Tabs.Panel key={tab.type} value={tab.type}>
              <TemplateGrid templates={data.filter((template) => template.type === tab.type)} onEdit={openEdit} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <TemplateDialog target={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function TemplateGrid({ templates, onEdit }: { templates: Template[]; onEdit: (template: Template) => void }) {
  if (templates.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {copy.emptyOfType}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} onEdit={onEdit} />
      ))}
    </SimpleGrid>
  );
}

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={common.loading}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={170} radius="md" />
      ))}
    </SimpleGrid>
  );
}
