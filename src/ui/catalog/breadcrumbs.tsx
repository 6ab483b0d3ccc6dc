// Breadcrumbs (category, product and CMS pages): Home, the trail, then the current page (not a link).
import { useIntl } from 'react-intl';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import type { Breadcrumb as Crumb } from '../../domain/catalog-types';
import { catalogText } from './messages';

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const intl = useIntl();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(catalogText.breadcrumbs)}>
      <AriaBreadcrumbs>
        <Breadcrumb id="home">
          <Link href="/">{intl.formatMessage(catalogText.home)}</Link>
        </Breadcrumb>
        {trail.map((crumb) => (
          <Breadcrumb key={crumb.uid} id={crumb.uid}>
            <Link href={crumb.path}>{crumb.name}</Link>
          </Breadcrumb>
        ))}
        <Breadcrumb id="current">
          <Link aria-current="page">{current}</Link>
        </Breadcrumb>
      </AriaBreadcrumbs>
    </nav>
  );
}
