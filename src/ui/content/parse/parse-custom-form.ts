// am-form: the stored element declares its fields as plain form controls (`<input name=… required>`,
// `<textarea name=…>`, with `<label for>`), as the Amasty form builder renders them. Only the contact fields the
// submit mutation takes are kept; fullname and email are always there and required, because
// contactusFormSubmit cannot be sent without them (docs/decisions/content-rich-types.md).
import type { CustomFormField, CustomFormFieldName, CustomFormNode } from './content-node.ts';
import type { TreeContext } from './parse-layout.ts';
import { attr, styled } from './read-element.ts';

const NAMES: readonly CustomFormFieldName[] = ['fullname', 'email', 'telephone', 'comment'];
const KIND: Record<CustomFormFieldName, CustomFormField['kind']> = { fullname: 'text', email: 'email', telephone: 'tel', comment: 'textarea' };
const ALWAYS_REQUIRED = new Set<CustomFormFieldName>(['fullname', 'email']);
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

function labelOf(control: Element): string {
  const id = control.getAttribute('id');
  const byFor = id ? Array.from(control.ownerDocument.querySelectorAll('label[for]')).find((l) => l.getAttribute('for') === id) : undefined;
  const wrapping = control.closest('label');
  const label = byFor ?? wrapping;
  if (label) {
    // The wrapping label's own text, without the control's (a textarea's default text, a select's options).
    const copy = label.cloneNode(true) as Element;
    copy.querySelectorAll('input, textarea, select').forEach((c) => c.remove());
    const text = clean(copy.textContent).replace(/\s*\*$/, '');
    if (text) return text;
  }
  return clean(control.getAttribute('aria-label') ?? control.getAttribute('data-label'));
}

function readField(control: Element): CustomFormField | undefined {
  const name = NAMES.find((n) => n === control.getAttribute('name'));
  if (!name) return undefined;
  const field: CustomFormField = {
    name,
    kind: KIND[name],
    label: labelOf(control),
    required: ALWAYS_REQUIRED.has(name) || control.hasAttribute('required') || control.getAttribute('aria-required') === 'true',
  };
  const placeholder = clean(control.getAttribute('placeholder'));
  if (placeholder) field.placeholder = placeholder;
  return field;
}

export function readFormFields(el: Element): CustomFormField[] {
  const declared = new Map<CustomFormFieldName, CustomFormField>();
  for (const control of Array.from(el.querySelectorAll('input[name], textarea[name]'))) {
    const field = readField(control);
    if (field && !declared.has(field.name)) declared.set(field.name, field);
  }
  const missing = [...ALWAYS_REQUIRED]
    .filter((name) => !declared.has(name))
    .map((name): CustomFormField => ({ name, kind: KIND[name], label: '', required: true }));
  return [...missing, ...declared.values()];
}

export function parseCustomForm(el: Element, ctx: TreeContext): CustomFormNode {
  const node: CustomFormNode = {
    type: 'am-form',
    key: ctx.nextKey('am-form'),
    appearance: 'default',
    main: styled(el, ctx),
    formId: (attr(el, 'data-form-id') ?? '').trim(),
    fields: readFormFields(el),
  };
  const title = clean(attr(el.querySelector('form'), 'data-title') ?? el.querySelector('legend, h2, h3')?.textContent);
  if (title) node.title = title;
  const submit = clean(el.querySelector('button[type="submit"], input[type="submit"]')?.getAttribute('value') ?? el.querySelector('button[type="submit"]')?.textContent);
  if (submit) node.submitText = submit;
  return node;
}
