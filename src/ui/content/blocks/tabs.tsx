// Page Builder tabs as the WAI-ARIA tabs pattern: a labelled tablist with one Tab stop (the selected tab), arrow
// keys, Home and End that move to a tab and select it, and the selected tab's panel. Default tab index 0 (or the
// stored data-active-tab), alignment left unless the stored class says otherwise.
// Written out rather than React Aria's Tabs: its collection and selection code (~24 KB gzip) came into the first
// visit of every page whose content has tabs (home), for a widget of a few keys (docs/decisions/bundle-budget.md).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNode } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';
import { messages } from '../messages.ts';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The tab a key moves to from `index` among `count` tabs (wrapping), or null for any other key. */
function movedTo(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export default function Tabs({ node }: BlockProps<'tabs'>) {
  const intl = useIntl();
  const [selected, setSelected] = useState(() => Math.max(0, Math.min(node.defaultIndex, node.children.length - 1)));
  const tabs = useRef<Array<HTMLDivElement | null>>([]);
  const id = useId();
  const current = node.children[selected];
  if (!current) return null;
  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = movedTo(event.key, index, node.children.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div {...styleProps(node.main, `pb-tabs tab-align-${node.align}`)}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={intl.formatMessage(messages.tabsLabel)}
        {...styleProps(node.navigation, 'tabs-navigation', { display: 'flex', justifyContent: JUSTIFY[node.align] })}
      >
        {node.children.map((item, i) => (
          <div
            key={item.key}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            role="tab"
            id={`${id}-tab-${i}`}
            className="tab-header"
            aria-selected={i === selected}
            aria-controls={i === selected ? `${id}-panel` : undefined}
            tabIndex={i === selected ? 0 : -1}
            data-selected={i === selected || undefined}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.name || intl.formatMessage(messages.untitledTab, { index: i + 1 })}
          </div>
        ))}
      </div>
      <div {...styleProps(node.content, 'tabs-content')}>
        <div key={current.key} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
          <RenderNode node={current} />
        </div>
      </div>
    </div>
  );
}
