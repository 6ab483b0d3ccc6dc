// A header menu (category, language, currency) whose trigger is on the page at once and whose menu loads when
// first wanted, as the search field does with its suggestions (search-box.tsx). React Aria's Menu, Popover and
// their collection, selection and positioning code are then not part of a first visit's JavaScript: the
// menus are closed on every first view. Hovering fetches the menu; focus from the keyboard swaps it in (the
// real trigger takes the focus over); a press swaps it in open.
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { NativeButton } from './native-button';
import { onDemand } from '../../lib/on-demand';

/** What the loaded menu is told when it replaces the plain trigger. */
export interface MenuHandover {
  /** The plain trigger had the focus: the real one takes it over. */
  takeFocus: boolean;
  /** The shopper pressed the plain trigger: the menu opens at once. */
  openAtOnce: boolean;
}

/** One loader per menu module, shared by the header's and the footer's copies; a failure may be retried. */
export function menuLoader<P>(load: () => Promise<ComponentType<P & MenuHandover>>): () => Promise<ComponentType<P & MenuHandover>> {
  return onDemand(load).load;
}

/**
 * Focus that came from the keyboard (the browser shows a focus ring). A pointer press also focuses the trigger,
 * before the press ends: swapping then would lose the press, so a press is left to onPress.
 */
export function focusFromKeyboard(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':focus-visible') ?? false;
  } catch {
    return false;
  }
}

interface DeferredMenuProps<P> {
  load: () => Promise<ComponentType<P & MenuHandover>>;
  /** The real menu's props. */
  menu: P;
  className: string;
  /** The trigger's accessible name when its text is not enough (as the real trigger has it). */
  label?: string;
  children: ReactNode;
}

/**
 * The plain trigger's side of a widget loaded when first wanted (menus here, selects in deferred-select.tsx):
 * the loaded component once there, and the props that fetch it on hover, swap it in on keyboard focus and open it
 * on a press. A server-rendered trigger does nothing until the page has hydrated: NativeButton keeps it disabled
 * until then.
 */
export function useDeferredWidget<P>(load: () => Promise<ComponentType<P & MenuHandover>>) {
  const [loaded, setLoaded] = useState<{ Widget: ComponentType<P & MenuHandover>; handover: MenuHandover } | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const upgrade = (openAtOnce: boolean) => {
    load().then(
      (Widget) =>
        setLoaded((current) =>
          current && !openAtOnce ? current : { Widget, handover: { takeFocus: document.activeElement === ref.current, openAtOnce } },
        ),
      // Without the chunk (offline, a failed deploy) the trigger stays; a later hover or press retries.
      () => undefined,
    );
  };
  const triggerProps = {
    ref,
    onHoverStart: () => void load().catch(() => undefined),
    onFocus: () => {
      if (focusFromKeyboard(ref.current)) upgrade(false);
    },
    onPress: () => upgrade(true),
  };
  return { loaded, triggerProps };
}

export function DeferredMenu<P extends object>({ load, menu, className, label, children }: DeferredMenuProps<P>) {
  const { loaded, triggerProps } = useDeferredWidget<P>(load);
  if (loaded) return <loaded.Widget {...menu} {...loaded.handover} />;
  return (
    <NativeButton className={className} aria-label={label} aria-haspopup="true" aria-expanded={false} {...triggerProps}>
      {children}
    </NativeButton>
  );
}

/**
 * The loaded menu's open state, for MenuTrigger's isOpen/onOpenChange: opened just after mounting when the plain
 * trigger was pressed (not in the same task: the press's own click would count as a press outside and close it).
 */
export function useHandoverOpen(openAtOnce: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, [openAtOnce]);
  return [open, setOpen];
}

/** The loaded menu's trigger: takes the focus over from the plain one it replaced, when that had it. */
export function useTakeFocus(takeFocus: boolean): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return ref;
}
