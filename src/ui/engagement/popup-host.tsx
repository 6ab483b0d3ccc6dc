// The marketing popup of the current page (account spec section 4): the popup chart chooses it when the page type
// changes (reported by its invoked followPage, which follows the router, the route resolution and the session:
// engagement/follow-page); this view shows it as a non-modal dialog in the corner (the page stays usable), with its content, the
// newsletter form where the content had Magento's newsletter block, and a close button. The cookie that marks it
// as seen is set by the chart's markSeen when it is shown.
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useId } from 'react';
import { lazyModule } from '../common/lazy-module';
import { NativeButton } from '../common/native-button';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { fetchPopups } from '../../api/engagement/popup-calls';
import { popupCookieName, seenPopupIds, setCookie } from '../../lib/cookies';
import type { PopupItem } from '../../domain/popup-types';
import { popupMachine } from '../../machines/popup.machine';
import { PageBuilderContentLazy as PageBuilderContent } from '../content/render/page-builder-content-lazy.tsx';
import { Optional } from '../providers/error-boundary';
import { useShellActors } from '../providers/shell-actors';
import { useStoreConfig } from '../providers/shell-data';
import { useShellDeps } from '../providers/shell-deps';
import { useOptionalSession } from '../providers/session-context';
import { followPage } from './follow-page';
import { useAppHistory } from '../shell/routing/app-router';
import { engagementText } from './messages';
import './engagement.css';
import { inspected } from '../providers/inspection';

const NewsletterForm = lazyModule('engagement/popup-newsletter', async () => (await import('./newsletter-form')).NewsletterForm);

function PopupView({ popup, onClose }: { popup: PopupItem; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      className="popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={popup.title ? titleId : undefined}
      aria-label={popup.title ? undefined : intl.formatMessage(engagementText.popupLabel)}
      style={popup.width ? { maxWidth: popup.width } : undefined}
    >
      <NativeButton className="popup__close" onPress={onClose} aria-label={intl.formatMessage(engagementText.popupClose)}>
        <span aria-hidden="true">×</span>
      </NativeButton>
      {popup.title ? (
        <h2 id={titleId} className="popup__title">
          {popup.title}
        </h2>
      ) : null}
      {popup.content ? <PageBuilderContent html={popup.content} className="popup__content" /> : null}
      {popup.hasNewsletter ? (
        <Optional>
          <Suspense fallback={null}>
            <NewsletterForm placement="popup" onSubscribed={onClose} />
          </Suspense>
        </Optional>
      ) : null}
    </section>
  );
}

export function PopupHost() {
  const { popupsEnabled, businessIdentifier } = useStoreConfig();
  const { client, cookies, persistence } = useShellDeps();
  const { routeResolution } = useShellActors();
  const session = useOptionalSession();
  const paths = useAppHistory();
  const actor = useActorRef(
    popupMachine.provide({
      actors: {
        load: fromPromise(({ input }) => fetchPopups(client, input.pageType)),
        followPage: followPage({ paths, routeResolution, session, persistence, businessIdentifier }),
      },
      actions: { markSeen: (_, { popup }) => setCookie(popupCookieName(popup.uniqueId), '1', { maxAge: popup.cookieExpires }, cookies) },
    }),
    inspected({ input: { enabled: popupsEnabled, seen: seenPopupIds(cookies) } }),
  );
  const popup = useSelector(actor, (snapshot) => (snapshot.matches('showing') ? snapshot.context.popup : null));
  // On the server no popup shows; the render fetches the page's popups for the browser beside it (popups-ahead.ts).
  return popup ? <PopupView popup={popup} onClose={() => actor.send({ type: 'popup.close' })} /> : null;
}
