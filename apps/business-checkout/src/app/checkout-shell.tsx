import { Anchor, Box, Container } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { businessArea } from '@trovapro/copy';
import { TopBar } from '@trovapro/ui';
import { SiteFooter } from '../components/site-footer.tsx';
import { paths } from '../lib/paths.ts';

/**
 * The frame of every checkout page: the product's top bar, whose «Area aziende» link leads a business to its own
 * pages (issue 33), and a centred main column. `data-print` marks what a
 * printed receipt leaves out (`hide`) or turns white (`plain`).
 */
export function CheckoutShell() {
  return (
    <Box mih="100dvh" bg="gray.0" data-print="plain">
      <Box bg="white" data-print="hide">
        <TopBar
          right={
            <Anchor component={Link} to={paths.area} fz="sm" fw={600}>
              <Box component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <IconBuildingStore size={18} aria-hidden />
                {businessArea.headerLink}
              </Box>
            </Anchor>
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
