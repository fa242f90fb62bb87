import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notFound } from '@trovapro/copy';

export interface NotFoundScreenProps {
  /** Where the home button leads (an app's home or the public site). */
  homeHref: string;
}

/** Product §2: the screen for any unknown route. */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{notFound.title}</Title>
        <Text c="dimmed">{notFound.message}</Text>
        <Button component="a" href={homeHref} mt="md">
          {notFound.home}
        </Button>
      </Stack>
    </Center>
  );
}
