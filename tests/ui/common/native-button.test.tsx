// The first views' native button answers as React Aria's did: pressed by a click, Enter or Space; out of use when
// disabled; focusable but inert while pending; never submitting a form unless asked.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NativeButton } from '../../../src/ui/common/native-button';

describe('NativeButton', () => {
  it('is a named button pressed by a click, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress} aria-label="เพิ่มลงตะกร้า">+</NativeButton>);
    const button = screen.getByRole('button', { name: 'เพิ่มลงตะกร้า' });
    const user = userEvent.setup();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('disabled: out of use, and marked data-disabled for the styles written for React Aria buttons', async () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress} isDisabled>ถัดไป</NativeButton>);
    const button = screen.getByRole('button', { name: 'ถัดไป' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.setup().click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('pending: stays focusable and named, aria-disabled, and a press does nothing', async () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress} isPending>กำลังเพิ่ม…</NativeButton>);
    const button = screen.getByRole('button', { name: 'กำลังเพิ่ม…' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit the form it is in, unless it is the submit button (and not while pending)', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <NativeButton>อื่น</NativeButton>
        <NativeButton type="submit">ค้นหา</NativeButton>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'อื่น' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <NativeButton type="submit" isPending>
          ค้นหา
        </NativeButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('hover start: a mouse coming over it, not a touch', () => {
    const onHoverStart = vi.fn();
    render(<NativeButton onHoverStart={onHoverStart}>เมนู</NativeButton>);
    const button = screen.getByRole('button', { name: 'เมนู' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(onHoverStart).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(onHoverStart).toHaveBeenCalledTimes(1);
  });

  it('server-rendered: disabled until the page has hydrated (a press before would be lost), looking the same', async () => {
    const onPress = vi.fn();
    const element = <NativeButton onPress={onPress}>เมนู</NativeButton>;
    const html = renderToString(element);
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('data-disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    const button = container.querySelector('button')!;
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
    container.remove();
  });
});
