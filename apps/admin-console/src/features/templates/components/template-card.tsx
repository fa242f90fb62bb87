import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import { adminTemplates as copy } from '@trovapro/copy';
import type { Template } from '@trovapro/domain';
import { IconAction } from '../../../components/icon-action.tsx';
import { templateInfo } from '../utils/template-info.ts';
import { truncateContent } from '../utils/template-text.ts';

export interface TemplateCardProps {
  template: Template;
  onEdit: (template: Template) => void;
}

/**
 * Product §2: name, subject (email only), content cut at 100 characters, Attivo/Inattivo, variable count, edit.
 * The name is the Italian one, with when the message is sent; the technical name stays, small.
 */
export function TemplateCard({ template, onEdit }: TemplateCardProps) {
  const info = templateInfo(template.type, template.name);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={info.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {info.title}
            </Text>
            {info.shipped ? (
              <Code fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {template.name}
              </Code>
            ) : null}
          </div>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {info.shipped ? null : (
              <Badge color="gray" variant="outline">
                {copy.customBadge}
              </Badge>
            )}
            <Badge color={template.isActive ? 'teal' : 'gray'} variant="light">
              {template.isActive ? copy.active : copy.inactive}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {info.description}
        </Text>
        {template.type === 'email' && template.subject ? (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {copy.subjectPrefix} {template.subject}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', flexGrow: 1, overflowWrap: 'anywhere' }}>
          {truncateContent(template.content)}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {copy.variableCount(template.variables.length)}
          </Text>
          <IconAction kind="edit" label={copy.editLabel(info.title)} color="brand" onClick={() => onEdit(template)} />
        </Group>
      </Stack>
    </Card>
  );
}
