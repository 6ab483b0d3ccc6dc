// Social login buttons (account spec sections 3, 4): shown when the store enables social login and has buttons.
// The social login chart opens the provider in a popup and waits for the callback page's message; this file
// supplies its side effects: the popup window, the message listener (same origin, from our popup only), the
// session actor and navigation.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromCallback } from 'xstate';
import { fetchSocialLoginSetup, type SocialLoginSetup } from '../../api/account/social-calls';
import { SOCIAL_UPDATE_PATH, socialLoginMachine, type SocialLoginEvent, type SocialLoginPayload } from '../../machines/social-login.machine';
import { useResource } from '../common/use-resource';
import { useDisplay } from '../common/form-parts';
import { accountText, accountValueText } from './messages';
import { ACCOUNT_PATH, useReturnLocation } from './return-location';
import { RETURN_PARAM } from '../common/sign-in-path';
import { useSession } from '../providers/session-context';
import { useAccountClient } from './use-account-client';
import { inspected } from '../providers/inspection';

/** Where the update result's account data is kept for /social/account/update. */
export const SOCIAL_UPDATE_STORAGE_KEY = 'talat_social_update';
const POPUP_FEATURES = 'width=520,height=680,menubar=no,toolbar=no';
const POPUP_CLOSED_POLL_MS = 500;

function isPayload(data: unknown): data is SocialLoginPayload {
  return typeof data === 'object' && data !== null && 'result' in data && typeof (data).result === 'number';
}

function ShapedButtons({ setup }: { setup: SocialLoginSetup }) {
  const intl = useIntl();
  const display = useDisplay();
  const session = useSession();
  const navigate = useNavigate();
  const returnLocation = useReturnLocation();
  const popup = useRef<Window | null>(null);
  const social = useActorRef(
    // eslint-disable-next-line react-hooks/refs -- machine.provide closures run as actions later; useActorRef reads the machine once
    socialLoginMachine.provide({
      actions: {
        openPopup: (_, { url }) => {
          popup.current = window.open(url, 'talat-social-login', POPUP_FEATURES);
        },
        closePopup: () => popup.current?.close(),
        signIn: (_, { payload }) =>
          session.send({
            type: 'session.signIn',
            token: payload.token ?? '',
            ttlSeconds: payload.customer_expiration ?? null,
            enableGtm: payload.enable_gtm ?? null,
            enableGtmGa4: payload.enable_gtm_ga4 ?? null,
          }),
        storeUpdateData: (_, { payload }) => {
          try {
            sessionStorage.setItem(SOCIAL_UPDATE_STORAGE_KEY, JSON.stringify(payload));
          } catch {
            // Without session storage the update page asks for everything again.
          }
        },
        goToReturnLocation: () => void navigate(returnLocation ?? ACCOUNT_PATH, { replace: true }),
        // The return location goes along: the shopper lands there once the account is complete.
        goToUpdate: () => void navigate(returnLocation ? `${SOCIAL_UPDATE_PATH}?${new URLSearchParams({ [RETURN_PARAM]: returnLocation }).toString()}` : SOCIAL_UPDATE_PATH),
      },
      actors: {
        // eslint-disable-next-line react-hooks/refs -- the ref is read when the popup posts its message, not during render
        listenForResult: fromCallback<SocialLoginEvent>(({ sendBack }) => {
          const onMessage = (event: MessageEvent) => {
            // Only the callback page of our own origin, opened by us, may sign the shopper in.
            if (event.origin !== window.location.origin || (popup.current && event.source !== popup.current)) return;
            if (!isPayload(event.data)) return;
            const snapshot = session.getSnapshot();
            sendBack({ type: 'social.message', payload: event.data, signedIn: snapshot.matches('signedIn') });
          };
          window.addEventListener('message', onMessage);
          const poll = window.setInterval(() => {
            if (!popup.current || popup.current.closed) sendBack({ type: 'social.popupClosed' });
          }, POPUP_CLOSED_POLL_MS);
          return () => {
            window.removeEventListener('message', onMessage);
            window.clearInterval(poll);
          };
        }),
      },
    }), inspected(),
  );
  const busy = useSelector(social, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(social, (snapshot) => snapshot.context.error);
  const shape = ['round', 'rectangle', 'square'][setup.buttonShape] ?? 'round';
  return (
    <section className="social-login" aria-label={intl.formatMessage(accountText.socialWith)} aria-busy={busy}>
      <p className="social-login__title">{intl.formatMessage(accountText.socialWith)}</p>
      {error ? (
        <p className="account-form__error" role="alert">
          {display(error)}
        </p>
      ) : null}
      <div className="social-login__buttons">
        {setup.buttons.map((button) => (
          <Button
            key={button.type}
            className={`social-login__button social-login__button--${shape} social-login__button--${button.type}`}
            isPending={busy}
            onPress={() => social.send({ type: 'social.start', url: button.url, provider: button.type })}
          >
            {intl.formatMessage(accountValueText.socialButton, { label: button.label })}
          </Button>
        ))}
      </div>
    </section>
  );
}

export function SocialLoginButtons() {
  const client = useAccountClient();
  const { status, data } = useResource(() => fetchSocialLoginSetup(client));
  // The buttons are an extra way in: while loading or when the store has none, the page shows the form alone.
  if (status !== 'ready' || !data?.enabled) return null;
  return <ShapedButtons setup={data} />;
}
