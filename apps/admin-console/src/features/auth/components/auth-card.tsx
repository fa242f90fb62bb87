import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@trovapro/copy';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card of the signed-out pages (sign-in, sign-in link, the link's landing): the product, a title, the content. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={800} fz="lg" c="brand.8">
            {PRODUCT_NAME}
          </Text>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle === undefined ? null : (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
