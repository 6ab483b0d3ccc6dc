// Forms checked by the browser's own validation with the shop's messages shown under each field (the am-form):
// the browser's bubble is replaced, so focusing the first invalid field is ours to do, as it would have done.

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Focuses the control when it is its form's first invalid one (by validity: matching :invalid would check again). */
export function focusIfFirstInvalid(control: Control): void {
  const first = [...(control.form?.elements ?? [])].find((element) => 'validity' in element && !(element as Control).validity.valid);
  if (first === control) control.focus();
}
