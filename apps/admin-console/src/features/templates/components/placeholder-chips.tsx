import { Button, Group, Text, Tooltip } from '@mantine/core';
import { adminTemplates as copy, placeholderDescriptions } from '@trovapro/copy';
import type { TemplatePlaceholder } from '@trovapro/domain';

export interface PlaceholderChipsProps {
  /** The placeholders this template's message is given (the server refuses any other). */
  placeholders: readonly TemplatePlaceholder[];
  /** No message uses this template: there is nothing to insert. */
  custom: boolean;
  onInsert: (placeholder: TemplatePlaceholder) => void;
}

/** The placeholders of this template's message, each inserting itself where the cursor was (subject or content). */
export function PlaceholderChips({ placeholders, custom, onInsert }: PlaceholderChipsProps) {
  if (placeholders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {custom ? copy.customNoPlaceholders : copy.noPlaceholders}
      </Text>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons labelled by a heading, outside any form: a fieldset would make them a form part.
    <div role="group" aria-labelledby="template-placeholders-label">
      <Text id="template-placeholders-label" size="sm" fw={500} mb={6}>
        {copy.placeholders}
      </Text>
      <Group gap={6}>
        {placeholders.map((name) => (
          <Tooltip key={name} label={placeholderDescriptions[name]} multiline maw={280}>
            <Button size="compact-xs" radius="xl" variant="light" aria-label={copy.insertPlaceholder(name)} onClick={() => onInsert(name)}>
              {`{${name}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
