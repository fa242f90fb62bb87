import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingStore,
  IconCheck,
  IconExternalLink,
  IconEye,
  IconHistory,
  IconMail,
  IconPencil,
  IconSend,
  IconTrash,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { adminActions } from '@trovapro/copy';

/**
 * The console's icon buttons, each icon with one meaning wherever it appears. An action that changes a
 * state a person should read (publish, hide) is a labelled button instead, not an icon.
 */
export const ACTION_ICONS = {
  /** Shows the details of a record in place. */
  view: IconEye,
  edit: IconPencil,
  delete: IconTrash,
  approve: IconCheck,
  reject: IconX,
  restore: IconArrowBackUp,
  selectBusinesses: IconBuildingStore,
  /** Issue 35: approves a pending lead and sends it, from one dialog. */
  approveAndSend: IconSend,
  contact: IconMail,
  /** Opens a record's history (the lead's timeline). */
  history: IconHistory,
  /** Opens a public page of the site in a new tab. */
  openPublicPage: IconExternalLink,
} as const satisfies Record<string, Icon>;

export type IconActionKind = keyof typeof ACTION_ICONS;

/** The icon's size for each button size. */
const ICON_SIZES = { sm: 14, md: 16 } as const;

interface IconActionBaseProps {
  kind: IconActionKind;
  /** The accessible name, also shown in the tooltip (product §9 timing, from the theme's tooltip group). */
  label: string;
  color?: ActionIconProps['color'];
  variant?: ActionIconProps['variant'];
  size?: keyof typeof ICON_SIZES;
  disabled?: boolean;
}

export type IconActionProps = IconActionBaseProps &
  (
    | { onClick: () => void; href?: never; unavailable?: never }
    /** A link to a public page, opened in a new tab. */
    | { href: string; onClick?: never; unavailable?: never }
    /** Shown for the product's sake but without a behaviour yet: it says so, and does nothing. */
    | { unavailable: true; onClick?: never; href?: never }
  );

/** An icon button with its tooltip and accessible name; the icon follows from `kind`. */
export function IconAction({ kind, label, color = 'gray', variant = 'subtle', size = 'md', disabled = false, ...behaviour }: IconActionProps) {
  const IconComponent = ACTION_ICONS[kind];
  const icon = <IconComponent size={ICON_SIZES[size]} aria-hidden />;
  const common = { color, variant, size, 'aria-label': label, 'data-action': kind } as const;

  if (behaviour.unavailable) {
    // A disabled button would swallow the hover that shows why: this one stays enabled and does nothing.
    return (
      <Tooltip label={adminActions.unavailable(label)}>
        <ActionIcon {...common} aria-disabled="true" data-disabled onClick={(event: MouseEvent) => event.preventDefault()}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  if (behaviour.href !== undefined) {
    return (
      <Tooltip label={label}>
        <ActionIcon {...common} component="a" href={behaviour.href} target="_blank" rel="noopener noreferrer">
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon {...common} disabled={disabled} onClick={behaviour.onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
