import { homeCopy } from '@trovapro/copy';
import { SiteFooter } from '../../../components/site-footer.tsx';

export function HomeFooter() {
  return <SiteFooter line={homeCopy.footer} />;
}
