import { Stack, Tabs, Title } from '@mantine/core';
import { adminLanding as copy } from '@trovapro/copy';
import { LandingPagesGenerator, type LandingPagesGeneratorProps } from './landing-pages-generator.tsx';
import { LandingPagesManager } from './landing-pages-manager.tsx';

/** Product §2 'Landing Page SEO': the manage and generate sub-tabs (each loads its data when shown). */
export function LandingPagesPanel({ pollIntervalMs }: LandingPagesGeneratorProps = {}) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      <Tabs defaultValue="manage" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="manage">{copy.tabs.manage}</Tabs.Tab>
          <Tabs.Tab value="generate">{copy.tabs.generate}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manage" pt="md">
          <LandingPagesManager />
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <LandingPagesGenerator pollIntervalMs={pollIntervalMs} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
