// Render-error overlay (storefront spec sections 4 and 8): an error thrown while rendering the page shows
// "Sorry! An unexpected error occurred." with a debug line, and an error toast for 15 s. Dismissing marks the
// error handled and reloads the page, the only way back to a consistent tree.
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { NativeButton } from '../../common/native-button';
import { errorMessage } from '../../../domain/api-error';
import { ErrorBoundary } from '../../providers/error-boundary';
import { useShellActors } from '../../providers/shell-actors';
import { useShellDeps } from '../../providers/shell-deps';
import { toMessageRef } from '../display-message';
import { shellText, shellValueText } from '../messages';

export const RENDER_ERROR_TOAST_TIMEOUT_MS = 15_000;

function Overlay({ error }: { error: unknown }) {
  const intl = useIntl();
  const { toasts } = useShellActors();
  const deps = useShellDeps();
  useEffect(() => {
    toasts.send({
      type: 'toast.add',
      toast: { type: 'error', message: toMessageRef(shellText.renderError), timeout: RENDER_ERROR_TOAST_TIMEOUT_MS },
    });
  }, [toasts, error]);
  return (
    <div className="render-error" role="alertdialog" aria-labelledby="render-error-title" aria-describedby="render-error-debug">
      <h1 id="render-error-title">{intl.formatMessage(shellText.renderError)}</h1>
      <p id="render-error-debug" className="render-error__debug">
        {intl.formatMessage(shellValueText.renderErrorDebug, { message: errorMessage(error) })}
      </p>
      <NativeButton className="button button--primary" onPress={() => deps.reload()}>
        {intl.formatMessage(shellText.renderErrorDismiss)}
      </NativeButton>
    </div>
  );
}

export function RenderErrorBoundary({ children }: { children: ReactNode }) {
  // Back, Forward or a link out of the failed page renders the page moved to (as React Router's own boundary did).
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => <Overlay error={error} />}
      onError={(error, info) => console.error('Render error', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
