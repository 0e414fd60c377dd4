import { ComingSoonPage } from '../../components/coming-soon-page';
import { usePageTitle } from '../layout/page-titles';

/** A guarded screen another part of the product will fill; titled like the top bar. */
export function ComingSoonRoute() {
  return <ComingSoonPage title={usePageTitle()} />;
}
