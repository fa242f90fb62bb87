import { Box, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ChatMessage } from '@trovapro/domain';

export interface ChatBubbleProps {
  type: ChatMessage['type'];
  children: ReactNode;
  /** An inline form or list shown under the text, inside the assistant's bubble column. */
  below?: ReactNode;
}

/** One message: the assistant's on the left, the visitor's on the right. */
export function ChatBubble({ type, children, below }: ChatBubbleProps) {
  const fromUser = type === 'user';
  return (
    <Box
      data-message-type={type}
      style={{ alignSelf: fromUser ? 'flex-end' : 'flex-start', maxWidth: 'min(85%, 34rem)' }}
    >
      <Box
        px="md"
        py="xs"
        bg={fromUser ? 'brand.7' : 'gray.1'}
        c={fromUser ? 'white' : 'dark.8'}
        style={{
          borderRadius: fromUser ? '1rem 1rem 0.25rem 1rem' : '1rem 1rem 1rem 0.25rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <VisuallyHidden>{fromUser ? chatCopy.userSpeaker : chatCopy.assistantSpeaker} </VisuallyHidden>
        {children}
      </Box>
      {below}
    </Box>
  );
}

/** The assistant at work (spec §4 loading bubbles). */
export function LoadingBubble({ text }: { text: string }) {
  return (
    <ChatBubble type="ai">
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" type="dots" aria-hidden />
        <Text span fz="sm" fs="italic">
          {text}
        </Text>
      </Group>
    </ChatBubble>
  );
}
