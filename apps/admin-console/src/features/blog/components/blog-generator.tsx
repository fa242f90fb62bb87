import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { adminBlog as copy } from '@trovapro/copy';
import type { GeneratedBlogPost } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useGenerateBlogPost } from '../api/use-blog-post-mutations.ts';

/** Product §2 'Content Marketing': a keyword, and the writer's article (not saved) handed to `onGenerated` to review. */
export function BlogGenerator({ onGenerated }: { onGenerated: (draft: GeneratedBlogPost) => void }) {
  const [keyword, setKeyword] = useState('');
  const generator = useGenerateBlogPost();

  async function generate() {
    const trimmed = keyword.trim();
    if (trimmed === '') {
      notifyError(copy.toasts.keywordRequiredTitle, copy.toasts.keywordRequired);
      return;
    }
    try {
      const draft = await generator.trigger(trimmed);
      notifySuccess(copy.toasts.generated, copy.toasts.generatedMessage);
      onGenerated(draft);
    } catch (failure) {
      notifyError(copy.toasts.errorTitle, actionErrorMessage(failure, copy.toasts.generateError));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={copy.generator.title}>
      <Stack gap="xs">
        <Text fw={600}>{copy.generator.title}</Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={copy.generator.keyword}
            placeholder={copy.generator.keywordPlaceholder}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void generate();
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Button onClick={() => void generate()} loading={generator.isMutating}>
            {copy.generator.generate}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {copy.generator.hint}
        </Text>
      </Stack>
    </Paper>
  );
}
