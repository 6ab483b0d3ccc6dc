// A route's page whose code loads when the route is first visited (a chunk of its own, not in a first visit's
// scripts). Until it has loaded, the page's place shows the loading shimmer. A page the server rendered (the contact
// page) is loaded before hydrating (common/lazy-module.ts), so it never shows the shimmer over the server's HTML.
import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { lazyModule } from '../../common/lazy-module';
import { Shimmer } from '../../common/shimmer';
import { shellText } from '../messages';

/** Shown where a page whose code is loading will be. */
export function RouteLoading() {
  const intl = useIntl();
  return <Shimmer label={intl.formatMessage(shellText.loadingPage)} lines={6} />;
}

/** A route's Component loaded on first visit; `name` is unique in the app (the server reports it by name). */
export function routePage(name: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazyModule(name, load);
  function RoutePage() {
    return (
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>
    );
  }
  RoutePage.displayName = `RoutePage(${name})`;
  return RoutePage;
}
