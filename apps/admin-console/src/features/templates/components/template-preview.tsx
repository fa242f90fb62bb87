import { Alert, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { adminTemplates as copy } from '@trovapro/copy';
import type { TemplatePreview as Preview } from '../utils/template-info.ts';

export interface TemplatePreviewProps {
  /** Null while the text breaks the rule. */
  preview: Preview | null;
  type: 'email' | 'chat';
}

/**
 * The live preview with the sample values: an email's subject, then its HTML in a sandboxed frame (no script,
 * no access to the console: an opaque origin) or its plain-text part; a chat message as the bubble the visitor reads.
 */
export function TemplatePreview({ preview, type }: TemplatePreviewProps) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Stack gap="xs" component="section" aria-labelledby="template-preview-title">
      <div>
        <Title id="template-preview-title" order={3} fz="md">
          {copy.preview}
        </Title>
        <Text size="xs" c="dimmed">
          {type === 'email' ? copy.previewNote : copy.previewChatNote}
        </Text>
      </div>
      {preview === null ? (
        <Alert color="yellow" variant="light">
          {copy.previewBlocked}
        </Alert>
      ) : preview.type === 'chat' ? (
        <Paper radius="lg" p="sm" bg="var(--mantine-color-gray-1)" maw={420} data-testid="template-preview-chat">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.text}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {copy.subjectPrefix}
            </Text>{' '}
            <span data-testid="template-preview-subject">{preview.email.subject}</span>
          </Text>
          <SegmentedControl
            size="xs"
            value={part}
            onChange={(value) => setPart(value === 'text' ? 'text' : 'html')}
            data={[
              { value: 'html', label: copy.previewHtml },
              { value: 'text', label: copy.previewText },
            ]}
          />
          {part === 'html' ? (
            <iframe
              title={copy.previewFrameTitle}
              sandbox=""
              srcDoc={preview.email.html}
              style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
            />
          ) : (
            <Paper withBorder radius="md" p="sm" mah={420} style={{ overflowY: 'auto' }}>
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="template-preview-text">
                {preview.email.text}
              </Text>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
