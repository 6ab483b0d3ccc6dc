// A select (label, a button showing the chosen item, a listbox popover) whose button is on the page at once and
// whose React Aria Select loads when first wanted, as the header's menus do (shell/header/deferred-menu.tsx):
// Select brings React Aria's Popover, ListBox, overlay positioning and selection code, which a first view of a
// listing never opens. Hovering fetches it; focus from the keyboard swaps it in (the real button takes the focus
// over); a press swaps it in open. The plain button is named as the real one is (its label, then its value).
import { useId } from 'react';
import { NativeButton } from './native-button';
import { menuLoader, useDeferredWidget } from './deferred-menu';
import type { DeferredSelectProps } from './deferred-select-loaded';

export type { DeferredSelectProps, SelectChoice } from './deferred-select-loaded';

const loadSelect = menuLoader<DeferredSelectProps>(() => import('./deferred-select-loaded').then((module) => module.LoadedSelect));

export function DeferredSelect(props: DeferredSelectProps) {
  const { loaded, triggerProps } = useDeferredWidget<DeferredSelectProps>(loadSelect);
  const labelId = useId();
  const valueId = useId();
  if (loaded) return <loaded.Widget {...props} {...loaded.handover} />;
  const selected = props.items.find((item) => item.id === props.selectedKey);
  return (
    <div className={props.className}>
      <span id={labelId} className={props.labelClassName ?? 'react-aria-Label'}>
        {props.label}
      </span>
      <NativeButton
        className="select__button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        {...triggerProps}
      >
        <span id={valueId} className="react-aria-SelectValue" data-placeholder={selected ? undefined : true}>
          {selected?.label ?? props.placeholder ?? ''}
        </span>
      </NativeButton>
    </div>
  );
}
