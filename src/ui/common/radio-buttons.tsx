// One choice among a few, shown as buttons (the listing's grid/list switch, a gallery's thumbnails). The
// platform's radio inputs under their labels: a radiogroup with one Tab stop and arrow keys that move and choose,
// from the browser itself. React Aria's ToggleButtonGroup did the same through its toolbar and focus-scope code
// (~5 KB gzip), which category and product pages would otherwise load on every first visit.
import { useId, type ReactNode } from 'react';
import { ChoiceInput } from './choice-input';
import './radio-buttons.css';

export interface RadioButtonOption<K extends string> {
  key: K;
  /** What the button shows; its accessible name unless `label` is given. */
  content: ReactNode;
  /** The accessible name when the content is not text (a thumbnail). */
  label?: string;
}

interface Props<K extends string> {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<RadioButtonOption<K>>;
  value: K;
  onChange: (key: K) => void;
  className?: string;
  optionClassName?: string;
}

export function RadioButtons<K extends string>({ label, options, value, onChange, className, optionClassName }: Props<K>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <ChoiceInput
          key={option.key}
          type="radio"
          name={name}
          checked={option.key === value}
          onChange={() => onChange(option.key)}
          className={['radio-button', optionClassName].filter(Boolean).join(' ')}
          label={option.label}
        >
          {option.content}
        </ChoiceInput>
      ))}
    </div>
  );
}
