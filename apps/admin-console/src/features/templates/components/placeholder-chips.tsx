import { Button, Group, Text } from '@mantine/core';
import { adminTemplates as copy } from '@trovapro/copy';
import { TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '@trovapro/domain';

export interface PlaceholderChipsProps {
  onInsert: (placeholder: TemplatePlaceholder) => void;
}

/** The placeholders a template may use (the server refuses any other), each inserting itself into the content. */
export function PlaceholderChips({ onInsert }: PlaceholderChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons labelled by a heading, outside any form: a fieldset would make them a form part.
    <div role="group" aria-labelledby="template-placeholders-label">
      <Text id="template-placeholders-label" size="sm" fw={500} mb={6}>
        {copy.placeholders}
      </Text>
      <Group gap={6}>
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Button key={name} size="compact-xs" radius="xl" variant="light" aria-label={copy.insertPlaceholder(name)} onClick={() => onInsert(name)}>
            {`{${name}}`}
          </Button>
        ))}
      </Group>
    </div>
  );
}
