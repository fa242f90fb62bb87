import { Center, Loader } from '@mantine/core';
import { adminSession } from '@trovapro/copy';

/** Shown while the admin session is being checked. */
export function SessionLoader() {
  return (
    <Center mih="100dvh" role="status" aria-label={adminSession.checking}>
      <Loader />
    </Center>
  );
}
