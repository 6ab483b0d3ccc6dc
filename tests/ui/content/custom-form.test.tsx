// am-form: fields read from the stored HTML, validated with src/lib rules, sent with contactusFormSubmit. A server
// without the contact resolver answers null: the shopper gets the error toast (3000 ms), never a success.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseContent } from '../../../src/ui/content';
import type { NodeOf } from '../../../src/ui/content/parse/content-node';
import { contentParts } from '../../../src/ui/content-parts';
import { fakeServer, renderPage } from '../catalog/catalog-test-kit';

const toastSend = vi.hoisted(() => vi.fn());
// The shell's actors need the whole shell; the form only talks to its toasts actor.
vi.mock('../../../src/ui/providers/shell-actors', () => ({ useShellActors: () => ({ toasts: { send: toastSend } }) }));

const STORED = `<div data-content-type="am-form" data-appearance="default" data-form-id="2" data-element="main">
<form data-title="ติดต่อฝ่ายขาย">
<label for="f1">ชื่อของคุณ</label><input id="f1" name="fullname" type="text">
<label>อีเมลติดต่อ <input name="email" type="email" required></label>
<label for="f3">โทรศัพท์</label><input id="f3" name="telephone" type="tel" placeholder="0812345678">
<input name="company" type="text">
<button type="submit">ส่งข้อความ</button>
</form></div>`;

const formNode = () => parseContent(STORED).nodes[0] as NodeOf<'am-form'>;

describe('am-form', () => {
  it('reads the declared contact fields, their labels, the title and the submit text', () => {
    const node = formNode();
    expect(node).toMatchObject({ formId: '2', title: 'ติดต่อฝ่ายขาย', submitText: 'ส่งข้อความ' });
    expect(node.fields).toEqual([
      { name: 'fullname', kind: 'text', label: 'ชื่อของคุณ', required: true },
      { name: 'email', kind: 'email', label: 'อีเมลติดต่อ', required: true },
      { name: 'telephone', kind: 'tel', label: 'โทรศัพท์', required: false, placeholder: '0812345678' },
    ]);
    // fullname and email are always asked for: the mutation cannot go without them.
    expect(parseContent('<div data-content-type="am-form" data-form-id="3"><textarea name="comment"></textarea></div>').nodes[0]).toMatchObject({
      fields: [{ name: 'fullname', required: true }, { name: 'email', required: true }, { name: 'comment', kind: 'textarea', required: false }],
    });
  });

  it('validates before sending, then shows the error toast when the server has no answer', async () => {
    toastSend.mockClear();
    const server = fakeServer({ contactusFormSubmit: () => ({ contactusFormSubmit: null }) });
    await renderPage(<>{contentParts.renderCustomForm?.(formNode())}</>, server);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /ชื่อของคุณ/ });
    await user.type(name, 'สมชาย ใจดี');
    await user.type(screen.getByRole('textbox', { name: /อีเมลติดต่อ/ }), 'somchai@');
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText(/johndoe@domain\.com/)).toBeInTheDocument();
    expect(server.callsOf('contactusFormSubmit')).toHaveLength(0);
    // The shop's message is the invalid field's description, and the first invalid field has the focus.
    const invalid = screen.getByRole('textbox', { name: /อีเมลติดต่อ/ });
    expect(invalid).toHaveAccessibleDescription(/johndoe@domain\.com/);
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveFocus();

    const email = screen.getByRole('textbox', { name: /อีเมลติดต่อ/ });
    await user.clear(email);
    await user.type(email, 'somchai@example.co.th');
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    await vi.waitFor(() => expect(toastSend).toHaveBeenCalledTimes(1));
    expect(server.callsOf('contactusFormSubmit')[0]).toEqual({ input: { fullname: 'สมชาย ใจดี', email: 'somchai@example.co.th' } });
    expect(toastSend.mock.calls[0]?.[0]).toMatchObject({ type: 'toast.add', toast: { type: 'error', timeout: 3000, message: { id: 'contentParts.form.failed' } } });
    expect(document.querySelector('.content-form__status')).toHaveTextContent('');
    await vi.waitFor(() => expect(document.querySelector('.content-form')).toHaveAttribute('data-error', 'true'));
  });

  it('a server error is shown in the toast as the server said it; success shows success_message', async () => {
    toastSend.mockClear();
    let answer: unknown = null;
    const server = fakeServer({ contactusFormSubmit: () => answer });
    await renderPage(<>{contentParts.renderCustomForm?.(formNode())}</>, server);
    const fill = async () => {
      fireEvent.change(await screen.findByRole('textbox', { name: /ชื่อของคุณ/ }), { target: { value: 'Somchai' } });
      fireEvent.change(screen.getByRole('textbox', { name: /อีเมลติดต่อ/ }), { target: { value: 'somchai@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    };
    answer = { contactusFormSubmit: { success_message: 'ขอบคุณ เราจะติดต่อกลับโดยเร็ว' } };
    await fill();
    expect(await screen.findByText('ขอบคุณ เราจะติดต่อกลับโดยเร็ว')).toBeInTheDocument();
    expect(toastSend).not.toHaveBeenCalled();
  });

  it("asks for the shop's contact consents with the platform's checkbox: a required one holds the form until ticked", async () => {
    const consent = {
      consent_id: 1, name: 'นโยบายความเป็นส่วนตัว', consent_code: 'privacy', is_required: true, hide_the_consent_after_user_left_the_consent: false,
      consent_location: ['contactus'], link_type: 'cms', cms_page_id: 2, consent_text: 'ข้าพเจ้ายอมรับ<a href="#privacy-policy">นโยบาย</a><img src=x onerror="alert(1)">',
      visibility: 'all', has_agreement: false, sort_order: 1,
    };
    const server = fakeServer({ amGetGdprConsents: () => ({ amGetGdprConsents: [consent] }), contactusFormSubmit: () => ({ contactusFormSubmit: { success_message: 'ok' } }) });
    await renderPage(<>{contentParts.renderCustomForm?.(formNode())}</>, server);
    const box = await screen.findByRole('checkbox', { name: 'นโยบายความเป็นส่วนตัว (จำเป็น)' });
    expect(box).toHaveAttribute('name', 'consent:privacy');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription(/ข้าพเจ้ายอมรับนโยบาย/);
    expect(document.querySelector('.consent-checkbox__text [onerror]')).toBeNull();
    const form = box.closest('form')!;
    expect(form.checkValidity()).toBe(false);
    // Unticked, it says so under it in Thai (not the browser's bubble), until it is ticked.
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription(/กรุณาทำเครื่องหมายในช่องนี้/));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().click(box);
    expect(box).not.toHaveAccessibleDescription(/กรุณาทำเครื่องหมายในช่องนี้/);
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveClass('account-checkbox');
    fireEvent.change(screen.getByRole('textbox', { name: /ชื่อของคุณ/ }), { target: { value: 'Somchai' } });
    fireEvent.change(screen.getByRole('textbox', { name: /อีเมลติดต่อ/ }), { target: { value: 'somchai@example.com' } });
    expect(form.checkValidity()).toBe(true);
  });
});
