// Mounts rich content (product lists, forms, blocks) only near the viewport, holding a 300 px placeholder
// meanwhile so the page does not jump, and a Suspense boundary for the block's own code.
import { Suspense, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PLACEHOLDER_HEIGHT_PX, LAZY_ROOT_MARGIN } from './lazy-constants.ts';
import { useNearViewport } from '../../common/use-near-viewport.ts';
import { messages } from '../messages.ts';

export function Placeholder() {
  const intl = useIntl();
  return (
    <div
      className="pb-placeholder"
      role="status"
      aria-label={intl.formatMessage(messages.loading)}
      style={{ minHeight: PLACEHOLDER_HEIGHT_PX }}
    />
  );
}

export function LazyMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: LAZY_ROOT_MARGIN, shownOnServer: true });
  return (
    <div ref={ref} className="pb-lazy">
      {near ? <Suspense fallback={<Placeholder />}>{children}</Suspense> : <Placeholder />}
    </div>
  );
}
