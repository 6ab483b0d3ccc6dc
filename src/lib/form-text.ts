// A text field's value from submitted form data: '' when the field is missing (a file input never is text here).

export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
