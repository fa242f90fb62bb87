import { Center, Paper, Title } from '@mantine/core';
import { common } from '@trovapro/copy';
import { TopBar } from '@trovapro/ui';

/** Stands in for the lead purchase and payment-complete screens until they are built. */
export function ComingSoonRoute() {
  return (
    <>
      <TopBar />
      <Center component="main" p="md" mih="60dvh">
        <Paper withBorder p="xl" maw={480} w="100%">
          <Title order={1} fz="h2" ta="center">
            {common.comingSoon}
          </Title>
        </Paper>
      </Center>
    </>
  );
}
