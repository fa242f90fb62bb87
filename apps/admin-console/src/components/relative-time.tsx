import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatAge, formatDateTime } from '@trovapro/copy';

/** How long ago `at` was («3 ore fa»), with the full date and time (dd/MM/yyyy HH:mm) on hover. */
export function RelativeTime({ at, now = new Date(), ...textProps }: { at: string; now?: Date } & TextProps) {
  const full = formatDateTime(at);
  return (
    <Tooltip label={full}>
      <Text component="time" dateTime={at} size="sm" style={{ whiteSpace: 'nowrap' }} {...textProps}>
        {formatAge(at, now)}
      </Text>
    </Tooltip>
  );
}
