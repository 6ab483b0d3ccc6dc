// A part below the first screen (the footer's links and newsletter form): mounted, with its code and data, when
// the shopper scrolls within 200 px of its place. Presentation only, not a flow.
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

export function MountNear({ children, className }: { children: ReactNode; className?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <div ref={place} className={className}>
      {near ? children : null}
    </div>
  );
}
