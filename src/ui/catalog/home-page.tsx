// Home: the store's CMS home page (storeConfig.cms_home_page) through the content renderer. The route in front
// of it (shell/routing/home-route) sends guests to /landing unless the stored data-id-redirect equals the
// business identifier.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Shimmer } from '../common/shimmer';
import { CmsPageView } from './cms-page-view';
import { useCatalogSettings } from './use-catalog-client';
import { commonText } from '../common/messages';

function Home() {
  const { homePageIdentifier } = useCatalogSettings();
  return <CmsPageView identifier={homePageIdentifier} breadcrumbs={false} />;
}

export default function HomePage() {
  const intl = useIntl();
  return (
    <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />}>
      <Home />
    </Suspense>
  );
}
