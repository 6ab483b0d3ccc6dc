// /landing: the landing CMS page for guests.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Shimmer } from '../common/shimmer';
import { CmsPageView } from './cms-page-view';
import { commonText } from '../common/messages';

export const LANDING_PAGE_IDENTIFIER = 'landing';

export default function LandingPage() {
  const intl = useIntl();
  return (
    <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />}>
      <CmsPageView identifier={LANDING_PAGE_IDENTIFIER} breadcrumbs={false} />
    </Suspense>
  );
}
