// A CMS page found by route resolution (identifier from the route lookup).
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Shimmer } from '../common/shimmer';
import { CmsPageView } from './cms-page-view';
import { commonText } from '../common/messages';

export default function CmsPage({ identifier }: { identifier: string }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />}>
      <CmsPageView key={identifier} identifier={identifier} breadcrumbs />
    </Suspense>
  );
}
