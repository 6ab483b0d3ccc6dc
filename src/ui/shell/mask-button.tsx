// The mask over the page while an overlay is open: pressing it dismisses the overlay. It is a real button with a
// translated name, so pointer and assistive-technology users both have a way out besides Escape.
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { shellText } from './messages';

export function MaskButton({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return <Button className="mask" aria-label={intl.formatMessage(shellText.mask)} excludeFromTabOrder onPress={onDismiss} />;
}
