import { Box, Container, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { checkoutCommon } from '@trovapro/copy';
import { TopBar } from '@trovapro/ui';
import { SiteFooter } from '../components/site-footer.tsx';

/**
 * The frame of every checkout page: the product's top bar and a centred main column. `data-print` marks what a
 * printed receipt leaves out (`hide`) or turns white (`plain`).
 */
export function CheckoutShell() {
  return (
    <Box mih="100dvh" bg="gray.0" data-print="plain">
      <Box bg="white" data-print="hide">
        <TopBar
          right={
            <Text component="span" c="dimmed" fz="sm" fw={500}>
              {checkoutCommon.area}
            </Text>
          }
        />
      </Box>
      {/* The extra bottom space on phones lets the last button scroll clear of a toast. */}
      <Container
        component="main"
        data-print="plain"
        size="lg"
        px={{ base: 'sm', sm: 'md' }}
        pt={{ base: 'md', sm: 'xl' }}
        pb={{ base: 96, sm: 'xl' }}
      >
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
