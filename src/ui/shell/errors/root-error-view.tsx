// Last line of defence: an error the layout itself threw (above the page's own boundary). It shows the same
// texts as the render-error overlay; the shell's actors are gone with the layout, so there is no toast.
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../domain/api-error';
import { shellText, shellValueText } from '../messages';

export function RootErrorView({ error }: { error: unknown }) {
  const intl = useIntl();
  const message = errorMessage(error);
  return (
    <div className="render-error" role="alertdialog" aria-labelledby="root-error-title">
      <h1 id="root-error-title">{intl.formatMessage(shellText.renderError)}</h1>
      <p className="render-error__debug">{intl.formatMessage(shellValueText.renderErrorDebug, { message })}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {intl.formatMessage(shellText.renderErrorDismiss)}
      </button>
    </div>
  );
}
