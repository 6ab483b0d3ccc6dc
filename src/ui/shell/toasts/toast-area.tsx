// The toast area: renders the toasts actor's list. Errors and warnings are announced assertively (role=alert),
// the rest politely (role=status). Dismissable toasts get a dismiss button; the action text is shown as given.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../../common/native-button';
import { useShellActors } from '../../providers/shell-actors';
import { useDisplayMessage } from '../display-message';
import { shellText } from '../messages';
import './toasts.css';

export function ToastArea() {
  const { toasts } = useShellActors();
  const list = useSelector(toasts, (snapshot) => snapshot.context.toasts);
  const intl = useIntl();
  const format = useDisplayMessage();
  return (
    <section className="toast-area" aria-label={intl.formatMessage(shellText.toastArea)}>
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-duplicate={toast.isDuplicate || undefined}
        >
          {toast.icon ? <span className="toast__icon" aria-hidden="true">{toast.icon}</span> : null}
          <span className="toast__message">{format(toast.message)}</span>
          {toast.actionText ? <span className="toast__action">{toast.actionText}</span> : null}
          {toast.dismissable ? (
            <NativeButton
              className="toast__dismiss"
              aria-label={intl.formatMessage(shellText.toastDismiss)}
              onPress={() => toasts.send({ type: 'toast.dismiss', id: toast.id })}
            >
              ×
            </NativeButton>
          ) : null}
        </div>
      ))}
    </section>
  );
}
