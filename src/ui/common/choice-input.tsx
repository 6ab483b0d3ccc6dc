// One radio or checkbox as the platform's input, visually hidden inside its label; the label is what the styles
// draw (data-selected, data-disabled, :has(:focus-visible)). Radios of one `name` form a group with one Tab stop
// and arrow keys from the browser itself; React Aria's Radio, Checkbox and their groups brought their state,
// focus-scope and form-validation code (~13 KB gzip) into the first visit of every product page for the same.
import type { CSSProperties, ReactNode } from 'react';
import './choice-input.css';

interface Props {
  type: 'radio' | 'checkbox';
  /** The radio group's name (one per group: useId). */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  /** Called when the shopper picks the radio or toggles the checkbox. */
  onChange: () => void;
  className?: string;
  style?: CSSProperties;
  /** The accessible name when the content is not text (a colour swatch). */
  label?: string;
  children?: ReactNode;
}

export function ChoiceInput({ type, name, checked, disabled, onChange, className, style, label, children }: Props) {
  return (
    <label className={['choice', `choice--${type}`, className].filter(Boolean).join(' ')} style={style} data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <input type={type} className="visually-hidden" name={name} checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
      {children}
    </label>
  );
}
