import { Box, Text } from '@mantine/core';
import { homeCopy } from '@trovapro/copy';

export function HomeFooter() {
  return (
    <Box component="footer" py="lg" px="md" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fz="sm" c="dark.4">
        {homeCopy.footer}
      </Text>
    </Box>
  );
}
