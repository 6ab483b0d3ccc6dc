// The delivery-area popup (storefront spec section 2): asks for a postcode, shows the lookup's areas and lets the
// shopper pick an active one; inactive areas are disabled and marked "(Outside delivery area)". Every state and
// text comes from the delivery-area machine. Loaded the first time the popup opens (see delivery-area.tsx).
// It is the browser's own modal <dialog> (showModal: the page behind is inert, Escape cancels, focus returns to the
// trigger on close), not React Aria's Modal: the popup opens by itself on a new visitor's first page, and
// React Aria's Modal brings its overlay, popover, menu and collection code (~30 KB gzip) into that first visit.
// For the same reason its field and buttons are native too (common/labelled-field.tsx, its error tied to it by
// aria-describedby, common/native-button.tsx): React Aria's TextField and Button were the only React Aria code left
// in a new visitor's first view.
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAriaLabels } from '../../../i18n/aria-labels';
import { digitsOnly } from '../../../lib/number-input';
import { LabelledField } from '../../common/labelled-field';
import { NativeButton } from '../../common/native-button';
import { useShellActors } from '../../providers/shell-actors';
import { useDisplayMessage } from '../display-message';
import { machineText } from '../machine-messages';
import { shellText } from '../messages';
import { commonText } from '../../common/messages';

function DeliveryAreaPanel() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const format = useDisplayMessage();
  const { deliveryArea } = useShellActors();
  const view = useSelector(deliveryArea, (snapshot) => ({
    phase: snapshot.matches({ open: 'searching' })
      ? 'searching'
      : snapshot.matches({ open: 'results' })
        ? 'results'
        : snapshot.matches({ open: 'notFound' })
          ? 'notFound'
          : 'idle',
    context: snapshot.context,
  }), (a, b) => a.phase === b.phase && a.context === b.context);
  const { postcode, postcodeError, results } = view.context;

  return (
    <div className="delivery-area modal__body">
      <div className="dialog__header">
        <h2 id="delivery-area-title">{intl.formatMessage(shellText.deliveryTitle)}</h2>
        <NativeButton className="dialog__close" aria-label={aria.close} onPress={() => deliveryArea.send({ type: 'deliveryArea.toggle' })}>
          ×
        </NativeButton>
      </div>
      <form
        className="delivery-area__form"
        // The machine checks the postcode and says what is wrong (in the field's error), not the browser's bubble.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          deliveryArea.send({ type: 'postcode.submit' });
        }}
      >
        <LabelledField className="field" label={intl.formatMessage(shellText.postcode)} error={postcodeError ? format(postcodeError) : null}>
          {(wiring) => (
            <input
              {...wiring}
              value={postcode}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              onChange={(event) => deliveryArea.send({ type: 'postcode.change', value: digitsOnly(event.target.value) })}
            />
          )}
        </LabelledField>
        <NativeButton type="submit" className="button button--primary">
          {intl.formatMessage(shellText.findArea)}
        </NativeButton>
      </form>
      <div className="delivery-area__status" aria-live="polite">
        {view.phase === 'idle' ? <p>{intl.formatMessage(machineText.deliveryAreaIdle)}</p> : null}
        {view.phase === 'searching' ? <p>{intl.formatMessage(commonText.fetchingData)}</p> : null}
        {view.phase === 'notFound' ? <p>{intl.formatMessage(machineText.deliveryAreaNotFound)}</p> : null}
      </div>
      {view.phase === 'results' ? (
        <ul className="delivery-area__results" aria-label={intl.formatMessage(shellText.areaResults)}>
          {results.map((row) => (
            <li key={row.key}>
              <NativeButton
                className="delivery-area__option"
                isDisabled={!row.active}
                onPress={() => deliveryArea.send({ type: 'location.select', key: row.key })}
              >
                {row.location}
                {row.active ? null : <span className="delivery-area__outside"> {intl.formatMessage(shellText.outsideArea)}</span>}
              </NativeButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Open while the machine is in `open`: dismissing it (a press on the backdrop, Escape) toggles the machine closed. */
export function DeliveryAreaPopup() {
  const { deliveryArea } = useShellActors();
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup closes the dialog before React removes it, so the browser hands the focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const dismiss = () => deliveryArea.send({ type: 'deliveryArea.toggle' });
    // Escape: the machine closes the popup (unmounting it), not the browser on its own.
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    // The dialog's box is filled by its body, so a press on the dialog element itself is a press on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dismiss();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    // Browsers without a modal <dialog> (Safari before 15.4) show it open in place: still a labelled dialog whose
    // close button works, without the inert page behind, the backdrop or Escape.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The popup's one task is the postcode (WAI-ARIA dialog pattern: focus moves into the dialog, to that field).
    dialog.querySelector('input')?.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [deliveryArea]);
  return (
    <dialog ref={ref} className="modal modal--native" aria-labelledby="delivery-area-title">
      <DeliveryAreaPanel />
    </dialog>
  );
}
