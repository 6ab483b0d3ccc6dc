// A menu block's sections: a heading and the text and HTML blocks right after it (the lists of links; a button group
// or banner after them stays in view). The heading holds a button that opens and closes the rest (aria-expanded);
// all start closed, so a phone shows the headings first. In `narrow` mode a wide screen shows every section open
// with a plain heading (menu-sections.css): no toggle that does nothing.
import { useId, useState, type ReactNode } from 'react';
import type { ContentNode, HeadingNode } from '../parse/content-node.ts';
import type { MenuSections } from './menu-sections-context.ts';
import { styleProps } from './style-props.ts';
import './menu-sections.css';

export interface Section {
  heading: HeadingNode;
  body: ContentNode[];
}

/** Siblings in order, each either a node shown as it is or a section. */
export type MenuPart = { node: ContentNode } | { section: Section };

const SECTION_BODY: ReadonlySet<ContentNode['type']> = new Set(['text', 'html']);

export function menuPartsOf(nodes: readonly ContentNode[]): MenuPart[] {
  const parts: MenuPart[] = [];
  let open: Section | null = null;
  for (const node of nodes) {
    if (node.type === 'heading') {
      open = { heading: node, body: [] };
      parts.push({ section: open });
    } else if (open && SECTION_BODY.has(node.type)) {
      open.body.push(node);
    } else {
      open = null;
      parts.push({ node });
    }
  }
  return parts;
}

export function MenuSection({ section, mode, renderBody }: { section: Section; mode: MenuSections; renderBody: (nodes: readonly ContentNode[]) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const { heading } = section;
  const Tag = `h${heading.level}` as const;
  return (
    <div className="menu-section" data-sections={mode}>
      <Tag {...styleProps(heading.main, 'pb-heading menu-section__heading')}>
        <button type="button" className="menu-section__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {heading.text}
        </button>
        {mode === 'narrow' ? <span className="menu-section__label">{heading.text}</span> : null}
      </Tag>
      <div id={bodyId} className="menu-section__body" hidden={!open}>
        {renderBody(section.body)}
      </div>
    </div>
  );
}
