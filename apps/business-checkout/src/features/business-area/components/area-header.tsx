import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLogout } from '@tabler/icons-react';
import type { Ref } from 'react';
import { businessArea as copy } from '@trovapro/copy';
import type { BusinessAccount } from '@trovapro/domain';
import { AreaNav } from './area-nav.tsx';

export interface AreaHeaderProps {
  account: BusinessAccount;
  titleRef?: Ref<HTMLHeadingElement>;
  signingOut: boolean;
  onSignOut: () => void;
}

/** The head of the signed-in area: whose area it is, «Esci», and a word when the business's offers are paused. */
export function AreaHeader({ account, titleRef, signingOut, onSignOut }: AreaHeaderProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fz="sm" c="dimmed" fw={600} tt="uppercase">
              {copy.title}
            </Text>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} ref={titleRef} tabIndex={-1} style={{ outline: 'none', overflowWrap: 'anywhere' }}>
              {account.name}
            </Title>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {account.email}
            </Text>
          </Stack>
          <Button
            variant="default"
            loading={signingOut}
            onClick={onSignOut}
            leftSection={<IconLogout size={18} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {copy.signOut}
          </Button>
        </Group>
        <AreaNav />
        {account.paused && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {copy.paused}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
