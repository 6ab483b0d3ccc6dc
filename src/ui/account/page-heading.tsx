// An account page's heading: sets the document title and takes focus on arrival, so keyboard and screen-reader
// users start at the page's content after a route change.
import { useEffect, useRef } from 'react';

export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = children;
  }, [children]);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 className="account-page__title" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
