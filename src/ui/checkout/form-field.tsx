// One labelled text field of the checkout forms, with its hint and its error (React Aria TextField).
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  isRequired?: boolean;
  maxLength?: number;
}

export function FormField({ name, label, value, onChange, error, hint, type = 'text', inputMode, autoComplete, isRequired = true, maxLength }: FormFieldProps) {
  return (
    <TextField
      className="field checkout-field"
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isInvalid={!!error}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <Input />
      {hint ? <Text slot="description">{hint}</Text> : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
