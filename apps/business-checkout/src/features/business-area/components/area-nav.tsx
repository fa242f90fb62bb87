import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { businessOffers as copy, businessPreferencesPage, businessReviewsPage } from '@trovapro/copy';
import { paths } from '../../../lib/paths.ts';

const LINKS = [
  { to: paths.areaPurchases, label: copy.navPurchases },
  { to: paths.areaOffers, label: copy.navOffers },
  { to: paths.areaPreferences, label: businessPreferencesPage.navLink },
  { to: paths.areaReviews, label: businessReviewsPage.navLink },
] as const;

/** The area's pages, under its header: the one shown is underlined and `aria-current="page"`. */
export function AreaNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={copy.navLabel} gap="lg">
      {LINKS.map((link) => {
        const current = pathname === link.to;
        return (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={current ? 'page' : undefined}
            fw={600}
            py={4}
            underline="never"
            c={current ? undefined : 'dimmed'}
            style={{ borderBottom: `2px solid ${current ? 'var(--mantine-primary-color-filled)' : 'transparent'}` }}
          >
            {link.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
