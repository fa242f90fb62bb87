import { NotFoundScreen } from '@trovapro/ui';

export function NotFoundPage() {
  return <NotFoundScreen homeHref="/admin" />;
}
