// A CMS page found by route resolution (identifier from the route lookup).
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Shimmer } from '../common/shimmer';
import { CmsPageView } from './cms-page-view';
import { catalogText } from './messages';

export default function CmsPage({ identifier }: { identifier: string }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(catalogText.loadingPage)} />}>
      <CmsPageView key={identifier} identifier={identifier} breadcrumbs />
    </Suspense>
  );
}
