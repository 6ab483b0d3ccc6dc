// The promo strip above the header: a CMS block; absent or failing, it takes no space. While it loads, a strip of
// the usual one-line promo's height holds its place, so the page does not jump down when it arrives.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PROMO_BLOCK_ID } from '../../../api/services/shell-content';
import { Optional } from '../../providers/error-boundary';
import { CmsBlock } from '../cms-block';
import { shellText } from '../messages';

function PromoPlaceholder() {
  return <div className="promo-block__placeholder" aria-hidden="true" />;
}

export function PromoBlock() {
  const intl = useIntl();
  return (
    <aside className="promo-block" aria-label={intl.formatMessage(shellText.promo)}>
      <Optional>
        <Suspense fallback={<PromoPlaceholder />}>
          <CmsBlock identifier={PROMO_BLOCK_ID} placeholder={<PromoPlaceholder />} />
        </Suspense>
      </Optional>
    </aside>
  );
}
