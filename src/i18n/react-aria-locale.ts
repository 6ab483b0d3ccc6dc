// The locale React Aria's built-in strings answer in (react-aria-strings.ts reads it in each string's getter). It
// is set by <IntlRoot> on every first visit; the strings themselves load only with React Aria's string code.

let current = 'en-US';

/** The locale React Aria's strings answer in from now on (the page's store view: a switch reloads the page). */
export function setReactAriaLocale(locale: string): void {
  current = locale;
}

export function reactAriaLocale(): string {
  return current;
}
