// While the suggestion list is open, React Aria's combobox hides the rest of the page from screen readers
// (aria-hidden, so they can move between the field and the list portalled to the end of the page). Hidden content
// must not stay reachable by keyboard either (axe: aria-hidden-focus; adobe/react-spectrum#4937), so the same
// content is made inert for that time. The search form itself is kept out of both: it carries React Aria's
// `data-react-aria-top-layer` while the list is open (see search-suggestions-box.tsx), so its submit button and
// live status stay usable. See docs/decisions/search-suggestions.md.
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

const ALWAYS_KEPT = '[data-live-announcer], [data-react-aria-top-layer]';

/** Sets `inert` on every element beside the path from each kept element up to <body>; returns the undo. */
export function makeOutsideInert(kept: readonly Element[]): () => void {
  const changed: HTMLElement[] = [];
  const keeps = (element: Element) => kept.some((k) => element.contains(k)) || element.matches(ALWAYS_KEPT);
  for (const start of kept) {
    for (let node: Element | null = start; node && node !== node.ownerDocument.body; node = node.parentElement) {
      const parent: Element | null = node.parentElement;
      if (!parent) break;
      for (const sibling of Array.from(parent.children)) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || keeps(sibling)) continue;
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/** Rendered inside the open popover: the page outside it and outside `keep` is inert while it is mounted. */
export function InertOutside({ keep, children }: { keep: RefObject<Element | null>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const inside = ref.current;
    const form = keep.current;
    if (!inside || !form) return;
    return makeOutsideInert([form, inside]);
  }, [keep]);
  return <div ref={ref}>{children}</div>;
}
