import { Center, Loader } from '@mantine/core';
import { adminDashboard } from '@trovapro/copy';

/** Shown while a page's code arrives: on the first load of a lazily loaded route. */
export function RouteLoading() {
  return (
    <Center mih="50dvh" role="status" aria-label={adminDashboard.sectionLoading}>
      <Loader />
    </Center>
  );
}
