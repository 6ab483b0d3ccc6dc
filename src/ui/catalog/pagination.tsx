// Page links of a listing: previous, a window of page numbers around the current one, next.
import { useIntl } from 'react-intl';
import { NativeButton } from '../common/native-button';
import { catalogText } from './messages';
import type { ListingActor } from './use-listing';

/** Up to five page numbers centred on the current page. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  return Array.from({ length: Math.min(size, total) }, (_, i) => start + i);
}

export function Pagination({ actor, current, total }: { actor: ListingActor; current: number; total: number }) {
  const intl = useIntl();
  if (total <= 1) return null;
  const go = (page: number) => actor.send({ type: 'page.change', page });
  return (
    <nav className="pagination" aria-label={intl.formatMessage(catalogText.pagination)}>
      <NativeButton isDisabled={current <= 1} onPress={() => go(current - 1)} aria-label={intl.formatMessage(catalogText.previousPage)}>
        ‹
      </NativeButton>
      {pageWindow(current, total).map((page) => (
        <NativeButton
          key={page}
          className={page === current ? 'pagination__page pagination__page--current' : 'pagination__page'}
          aria-current={page === current ? 'page' : undefined}
          aria-label={intl.formatMessage(catalogText.pageNumber, { page })}
          onPress={() => go(page)}
        >
          {page}
        </NativeButton>
      ))}
      <NativeButton isDisabled={current >= total} onPress={() => go(current + 1)} aria-label={intl.formatMessage(catalogText.nextPage)}>
        ›
      </NativeButton>
    </nav>
  );
}
