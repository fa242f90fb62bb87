import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { adminTemplates as copy } from '@trovapro/copy';
import type { Template } from '@trovapro/domain';
import { IconAction } from '../../../components/icon-action.tsx';
import { truncateContent } from '../utils/template-text.ts';

export interface TemplateCardProps {
  template: Template;
  onEdit: (template: Template) => void;
}

/** Spec §2: name, subject (email only), content cut at 100 characters, Attivo/Inattivo, variable count, edit. */
export function TemplateCard({ template, onEdit }: TemplateCardProps) {
  const editLabel = copy.editLabel(template.name);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={template.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {template.name}
          </Text>
          <Badge color={template.isActive ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {template.isActive ? copy.active : copy.inactive}
          </Badge>
        </Group>
        {template.type === 'email' && template.subject ? (
          <Text size="sm" fw={500}>
            {copy.subjectPrefix} {template.subject}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', flexGrow: 1 }}>
          {truncateContent(template.content)}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {copy.variableCount(template.variables.length)}
          </Text>
          <IconAction kind="edit" label={editLabel} color="brand" onClick={() => onEdit(template)} />
        </Group>
      </Stack>
    </Card>
  );
}
