import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledField } from '../../../src/ui/common/labelled-field';

describe('LabelledField: a native field tied to its label, description and error', () => {
  it('names the control by its label and describes it by its description', () => {
    render(
      <LabelledField className="field" label="รหัสไปรษณีย์" labelSuffix=" *" description="5 หลัก">
        {(wiring) => <input {...wiring} />}
      </LabelledField>,
    );
    const input = screen.getByRole('textbox', { name: 'รหัสไปรษณีย์ *' });
    expect(input).toHaveAccessibleDescription('5 หลัก');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.field')).not.toHaveAttribute('data-invalid');
  });

  it('marks the control invalid and adds the error to its description while there is one', () => {
    const { rerender } = render(
      <LabelledField id="postcode" className="field" label="Postcode" description="5 digits" error="Enter 5 digits">
        {(wiring) => <input {...wiring} />}
      </LabelledField>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('5 digits Enter 5 digits');
    expect(input.closest('.field')).toHaveAttribute('data-invalid', 'true');
    // An empty message is no error (the browser's validation message may be empty).
    rerender(
      <LabelledField id="postcode" className="field" label="Postcode" error="">
        {(wiring) => <input {...wiring} />}
      </LabelledField>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
