import { Badge } from '@mantine/core';
import { adminBusinesses as copy } from '@trovapro/copy';

/** Spec §2: Attiva or Inattiva (a paused partner). */
export function BusinessStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="light" color={isActive ? 'teal' : 'gray'}>
      {isActive ? copy.active : copy.inactive}
    </Badge>
  );
}
