import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface AreaCardProps {
  title: string;
  /** The heading, to move the focus to it on arrival (`useFocusOnArrival`). */
  titleRef?: Ref<HTMLHeadingElement>;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The narrow centred card of the area's sign-in pages: the request of a link and the page the link opens. */
export function AreaCard({ title, titleRef, subtitle, children }: AreaCardProps) {
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={1} fz="h2" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
