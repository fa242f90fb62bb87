import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { homeCopy } from '@trovapro/copy';

/** Anchor of the chat on Home (the hero's call to action points here). */
export const CHAT_SECTION_ID = 'chat';

/** The Home section holding the chat panel (the chat itself is passed in by the route). */
export function ChatSection({ children }: { children: ReactNode }) {
  return (
    <Container
      component="section"
      id={CHAT_SECTION_ID}
      size="sm"
      py={{ base: 32, sm: 48 }}
      aria-labelledby="chat-section-title"
      style={{ scrollMarginTop: '1rem' }}
    >
      <Stack gap={4} ta="center" mb="lg">
        <Title id="chat-section-title" order={2} fz={{ base: 26, sm: 32 }}>
          {homeCopy.chatTitle}
        </Title>
        <Text c="dark.4">{homeCopy.chatSubtitle}</Text>
      </Stack>
      {children}
    </Container>
  );
}
