// The platform's own <button> for the buttons a first view shows (header, product cards, filters, pagination,
// toasts, the cookie bar, the delivery-area popup). React Aria's Button brought its press, hover, focus-ring and
// announcer code (~14 KB gzip) into every first visit for what a native button already does: it is focusable, named,
// pressed by Enter, Space, a click or a tap, and `disabled` takes it out of use. The props read as React Aria's
// (onPress, isDisabled, isPending), so a view can use either; the styles use :hover, :active and :focus-visible,
// and data-disabled / data-pending as React Aria's buttons set them. Buttons inside React Aria's widgets (dialog
// and menu triggers, steppers) stay React Aria's: they take their part in the widget from its context.
// A server-rendered button does nothing until the page has hydrated (its handler is not attached yet), so it is
// `disabled` until then and a press is never silently lost; its look does not change (no data-disabled).
import type { ButtonHTMLAttributes, PointerEvent, Ref } from 'react';
import { useHydrating } from './use-hydrating';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'type'> {
  /** A press: a click, a tap, Enter or Space. */
  onPress?: () => void;
  /** Out of use (the `disabled` attribute): not focusable, not pressable. */
  isDisabled?: boolean;
  /** Busy with what it started: stays focusable and named, presses do nothing (aria-disabled), as React Aria's. */
  isPending?: boolean;
  /** A mouse came over it (not a touch): e.g. to fetch what a press will need. */
  onHoverStart?: () => void;
  /** 'button' unless said (a native button in a form submits by default; React Aria's does not). */
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

export function NativeButton({ onPress, isDisabled, isPending, onHoverStart, type = 'button', ...props }: NativeButtonProps) {
  const hydrating = useHydrating();
  const onPointerEnter = onHoverStart
    ? (event: PointerEvent<HTMLButtonElement>) => {
        if (event.pointerType === 'mouse') onHoverStart();
      }
    : undefined;
  return (
    <button
      {...props}
      // A pending submit button must not submit the form again.
      type={isPending ? 'button' : type}
      disabled={isDisabled || hydrating}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
      onPointerEnter={onPointerEnter}
    />
  );
}
