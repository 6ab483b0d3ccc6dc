// The delivery-area popup (storefront spec section 2): asks for a postcode, shows the lookup's areas and lets the
// shopper pick an active one; inactive areas are disabled and marked "(Outside delivery area)". Every state and
// text comes from the delivery-area machine. Loaded the first time the popup opens (see delivery-area.tsx).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { useAriaLabels } from '../../../i18n/aria-labels';
import { digitsOnly } from '../../../lib/number-input';
import { useShellActors } from '../../providers/shell-actors';
import { useDisplayMessage } from '../display-message';
import { machineText } from '../machine-messages';
import { shellText } from '../messages';

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
    <Dialog className="delivery-area" aria-labelledby="delivery-area-title">
      <div className="dialog__header">
        <Heading slot="title" id="delivery-area-title">
          {intl.formatMessage(shellText.deliveryTitle)}
        </Heading>
        <Button className="dialog__close" aria-label={aria.close} onPress={() => deliveryArea.send({ type: 'deliveryArea.toggle' })}>
          ×
        </Button>
      </div>
      <Form
        className="delivery-area__form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          deliveryArea.send({ type: 'postcode.submit' });
        }}
      >
        <TextField
          className="field"
          value={postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          onChange={(value) => deliveryArea.send({ type: 'postcode.change', value: digitsOnly(value) })}
          isInvalid={postcodeError !== null}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the popup is a dialog whose one task is this field (WAI-ARIA dialog pattern: focus moves into it)
          autoFocus
        >
          <Label>{intl.formatMessage(shellText.postcode)}</Label>
          <Input />
          <FieldError>{postcodeError ? format(postcodeError) : null}</FieldError>
        </TextField>
        <Button type="submit" className="button button--primary">
          {intl.formatMessage(shellText.findArea)}
        </Button>
      </Form>
      <div className="delivery-area__status" aria-live="polite">
        {view.phase === 'idle' ? <p>{intl.formatMessage(machineText.deliveryAreaIdle)}</p> : null}
        {view.phase === 'searching' ? <p>{intl.formatMessage(shellText.searching)}</p> : null}
        {view.phase === 'notFound' ? <p>{intl.formatMessage(machineText.deliveryAreaNotFound)}</p> : null}
      </div>
      {view.phase === 'results' ? (
        <ul className="delivery-area__results" aria-label={intl.formatMessage(shellText.areaResults)}>
          {results.map((row) => (
            <li key={row.key}>
              <Button
                className="delivery-area__option"
                isDisabled={!row.active}
                onPress={() => deliveryArea.send({ type: 'location.select', key: row.key })}
              >
                {row.location}
                {row.active ? null : <span className="delivery-area__outside"> {intl.formatMessage(shellText.outsideArea)}</span>}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

/** Open while the machine is in `open`: dismissing it (outside press, Escape) toggles the machine closed. */
export function DeliveryAreaPopup() {
  const { deliveryArea } = useShellActors();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => (open ? undefined : deliveryArea.send({ type: 'deliveryArea.toggle' }))}>
      <Modal className="modal">
        <DeliveryAreaPanel />
      </Modal>
    </ModalOverlay>
  );
}
