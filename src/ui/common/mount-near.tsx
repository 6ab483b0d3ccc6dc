// A part below the first screen that loads its own code (the footer's links block and newsletter form): mounted
// when the shopper scrolls within 200 px of its place, with a Suspense boundary for its code and an error boundary
// that leaves the place empty if it fails. Presentation only, not a flow.
import { Suspense, useRef, type ReactNode } from 'react';
import { Optional } from '../providers/error-boundary';
import { useNearViewport } from './use-near-viewport';

export function MountNear({ children, className }: { children: ReactNode; className?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <div ref={place} className={className}>
      {near ? (
        <Optional>
          <Suspense fallback={null}>{children}</Suspense>
        </Optional>
      ) : null}
    </div>
  );
}
