import { SiteFooter } from '../../../components/site-footer.tsx';

export function HomeFooter() {
  return <SiteFooter />;
}
