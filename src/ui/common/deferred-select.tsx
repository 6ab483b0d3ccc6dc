// A select (label, a button showing the chosen item, a listbox popover) whose button is on the page at once and
// whose React Aria Select loads when first wanted, as the header's menus do (shell/header/deferred-menu.tsx):
// Select brings React Aria's Popover, ListBox, overlay positioning and selection code, which a first view of a
// listing never opens. Hovering fetches it; focus from the keyboard swaps it in (the real button takes the focus
// over); a press swaps it in open. The plain button is named as the real one is (its label, then its value).
import { useId, useRef, useState, type ComponentType } from 'react';
import { Button } from 'react-aria-components';
import { focusFromKeyboard, menuLoader, type MenuHandover } from '../shell/header/deferred-menu';
import type { DeferredSelectProps } from './deferred-select-loaded';
import { useHydrating } from './use-hydrating';

export type { DeferredSelectProps, SelectChoice } from './deferred-select-loaded';

const loadSelect = menuLoader<DeferredSelectProps>(() => import('./deferred-select-loaded').then((module) => module.LoadedSelect));

export function DeferredSelect(props: DeferredSelectProps) {
  const [loaded, setLoaded] = useState<{ Select: ComponentType<DeferredSelectProps & MenuHandover>; handover: MenuHandover } | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const hydrating = useHydrating();
  const labelId = useId();
  const valueId = useId();
  if (loaded) return <loaded.Select {...props} {...loaded.handover} />;
  const upgrade = (openAtOnce: boolean) => {
    loadSelect().then(
      (Select) =>
        setLoaded((current) =>
          current && !openAtOnce ? current : { Select, handover: { takeFocus: document.activeElement === ref.current, openAtOnce } },
        ),
      // Without the chunk (offline, a failed deploy) the button stays; a later hover or press retries.
      () => undefined,
    );
  };
  const selected = props.items.find((item) => item.id === props.selectedKey);
  return (
    <div className={props.className}>
      <span id={labelId} className={props.labelClassName ?? 'react-aria-Label'}>
        {props.label}
      </span>
      <Button
        ref={ref}
        className="select__button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        onHoverStart={() => void loadSelect().catch(() => undefined)}
        onFocus={() => {
          if (focusFromKeyboard(ref.current)) upgrade(false);
        }}
        onPress={() => upgrade(true)}
        // A server-rendered button does nothing until the page has hydrated: disabled until then (use-hydrating.ts).
        isDisabled={hydrating}
      >
        <span id={valueId} className="react-aria-SelectValue" data-placeholder={selected ? undefined : true}>
          {selected?.label ?? props.placeholder ?? ''}
        </span>
      </Button>
    </div>
  );
}
