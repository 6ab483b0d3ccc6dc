// Breadcrumbs (category, product and CMS pages): Home, the trail, then the current page (not a link). A list of
// links in a labelled nav, as WAI-ARIA's breadcrumb pattern has it: React Aria's Breadcrumbs is a collection
// component whose collection code (~4 KB gzip) a first visit would load for a few links.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Breadcrumb as Crumb } from '../../domain/catalog-types';
import { catalogText } from './messages';

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const intl = useIntl();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(catalogText.breadcrumbs)}>
      <ol>
        <li>
          <Link to="/">{intl.formatMessage(catalogText.home)}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.uid}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
