import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { businessArea, businessPreferencesPage } from '@trovapro/copy';
import { paths } from '../../../lib/paths.ts';

/** The area's pages: «Acquisti», «Preferenze»; the current one marked for assistive technology too. */
export function AreaNav() {
  const links = [
    { to: paths.areaPurchases, label: businessPreferencesPage.navPurchases },
    { to: paths.areaPreferences, label: businessPreferencesPage.navLink },
  ];
  return (
    <Group component="nav" aria-label={businessArea.title} gap="xs">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" size="sm" variant={isActive ? 'light' : 'subtle'} aria-current={isActive ? 'page' : undefined}>
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
