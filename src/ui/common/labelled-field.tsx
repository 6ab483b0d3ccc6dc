// One labelled native field: the label, the control, an optional description and the error message, tied by ids
// (the label's htmlFor, aria-describedby, aria-invalid). The control is the caller's (an input or a text area bound
// to a form chart, to a machine, or to the browser's own validation): it receives the wiring to spread on it.
import { useId, type ReactNode } from 'react';

export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  /** The control's id; a generated one by default. */
  id?: string;
  className: string;
  label: ReactNode;
  /** What follows the label's text: a required mark, "(Optional)". */
  labelSuffix?: ReactNode;
  description?: ReactNode;
  /** The message shown under the field; the field is invalid while there is one. */
  error?: ReactNode;
  errorClassName?: string;
  children: (wiring: FieldWiring) => ReactNode;
}

export function LabelledField({ id: givenId, className, label, labelSuffix, description, error, errorClassName = 'field__error', children }: LabelledFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-invalid={invalid ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {labelSuffix}
      </label>
      {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <span id={descriptionId} className="field__description">
          {description}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} className={errorClassName}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
