// The promo strip above the header: a CMS block; absent or failing, it takes no space.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PROMO_BLOCK_ID } from '../../../api/services/shell-content';
import { Optional } from '../../providers/error-boundary';
import { CmsBlock } from '../cms-block';
import { shellText } from '../messages';

export function PromoBlock() {
  const intl = useIntl();
  return (
    <aside className="promo-block" aria-label={intl.formatMessage(shellText.promo)}>
      <Optional>
        <Suspense fallback={null}>
          <CmsBlock identifier={PROMO_BLOCK_ID} />
        </Suspense>
      </Optional>
    </aside>
  );
}
