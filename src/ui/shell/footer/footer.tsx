// The footer: the footer-links CMS block (its sections fold on a phone), the store view and currency switchers and the copyright line from
// store config, mounted by the 200 px rule. The newsletter form, cookie bar and credit panel of the spec belong
// to the engagement and accounts work and are placed in the `extras` slot.
import { Suspense, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FOOTER_LINKS_BLOCK_ID } from '../../../api/services/shell-content';
import { MountNear } from '../../common/mount-near';
import { Optional } from '../../providers/error-boundary';
import { useStoreConfig } from '../../providers/shell-data';
import { CmsBlock } from '../cms-block';
import { CurrencySwitcher } from '../header/currency-switcher';
import { StoreSwitcher } from '../header/store-switcher';
import { shellText } from '../messages';
import { useFooterMount } from './use-footer-mount';
import './footer.css';

function FooterContent({ extras }: { extras?: ReactNode }) {
  const intl = useIntl();
  const { copyright } = useStoreConfig();
  return (
    <>
      {/* On a phone the footer mounts at once (its switchers), but its links block, with the content renderer and
          sanitiser it needs, waits until the shopper scrolls near it. */}
      <MountNear>
        <CmsBlock identifier={FOOTER_LINKS_BLOCK_ID} className="footer__links" sections="narrow" />
      </MountNear>
      {extras}
      <div className="footer__bottom">
        <div className="footer__switchers" role="group" aria-label={intl.formatMessage(shellText.storeViews)}>
          <StoreSwitcher className="switcher--footer" />
          <Optional>
            <Suspense fallback={null}>
              <CurrencySwitcher className="switcher--footer" />
            </Suspense>
          </Optional>
        </div>
        {copyright ? <p className="footer__copyright">{copyright}</p> : null}
      </div>
    </>
  );
}

export function Footer({ extras }: { extras?: ReactNode }) {
  const intl = useIntl();
  const sentinel = useRef<HTMLElement>(null);
  const mounted = useFooterMount(sentinel);
  return (
    <footer ref={sentinel} className="footer" aria-label={intl.formatMessage(shellText.footer)} data-mounted={mounted || undefined}>
      {mounted ? <FooterContent extras={extras} /> : null}
    </footer>
  );
}
