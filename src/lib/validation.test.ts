import { describe, expect, it } from 'vitest';
import { digitsOnly } from './number-input';
import {
  combine,
  confirmsNewPassword,
  confirmsPassword,
  hasLengthAtLeast,
  isEmail,
  isMobileNumber,
  isNotEqualToField,
  isRequired,
  mustBeChecked,
  optional,
  passwordClassCount,
  validatePassword,
} from './validation';

const id = (result: ReturnType<typeof isRequired>) => result?.message.id;

describe('validation rules (account spec section 5)', () => {
  it('required rejects empty and whitespace-only', () => {
    expect(id(isRequired(''))).toBe('validation.required');
    expect(id(isRequired('   '))).toBe('validation.required');
    expect(id(isRequired(undefined))).toBe('validation.required');
    expect(isRequired('a')).toBeUndefined();
    expect(isRequired('')?.message.defaultMessage).toBe('Is required.');
  });

  it('minimum length carries the limit as {value}', () => {
    expect(hasLengthAtLeast(8)('short')).toEqual({
      message: expect.objectContaining({ id: 'validation.minLength', defaultMessage: 'Must contain at least {value} character(s).' }),
      values: { value: 8 },
    });
    expect(hasLengthAtLeast(8)('12345678')).toBeUndefined();
  });

  it('must be checked', () => {
    expect(id(mustBeChecked(false))).toBe('validation.mustBeChecked');
    expect(mustBeChecked(true)).toBeUndefined();
  });

  it('password needs 3 of 4 character classes', () => {
    expect(passwordClassCount('abc')).toBe(1);
    expect(passwordClassCount('aB1!')).toBe(4);
    expect(id(validatePassword('abcdefgh1'))).toBe('validation.passwordClasses');
    expect(validatePassword('abcdefG1')).toBeUndefined();
    expect(validatePassword('abc-def1')).toBeUndefined();
    expect(validatePassword('รหัสผ่าน1A')).toBeUndefined();
  });

  it('must differ names the other field', () => {
    const rule = isNotEqualToField('currentPassword', 'New Password');
    expect(rule('same', { currentPassword: 'same' })).toEqual({
      message: expect.objectContaining({ id: 'validation.mustDiffer' }),
      values: { value: 'New Password' },
    });
    expect(rule('other', { currentPassword: 'same' })).toBeUndefined();
  });

  it('confirmations compare with password and newPassword', () => {
    expect(id(confirmsPassword()('b', { password: 'a' }))).toBe('validation.sameValueAgain');
    expect(confirmsPassword()('a', { password: 'a' })).toBeUndefined();
    expect(id(confirmsNewPassword()('b', { newPassword: 'a' }))).toBe('validation.passwordMustMatch');
    expect(confirmsNewPassword()('a', { newPassword: 'a' })).toBeUndefined();
  });

  it('mobile number is 10 digits starting with 0', () => {
    expect(isMobileNumber('0812345678')).toBeUndefined();
    expect(id(isMobileNumber('812345678'))).toBe('validation.invalidMobile');
    expect(id(isMobileNumber('1812345678'))).toBe('validation.invalidMobile');
    expect(id(isMobileNumber('08123456789'))).toBe('validation.invalidMobile');
    expect(id(isMobileNumber('081-234-567'))).toBe('validation.invalidMobile');
  });

  it('email uses the standard pattern and shows an example', () => {
    expect(isEmail('somchai@example.co.th')).toBeUndefined();
    expect(isEmail('a.b+tag@shop.example')).toBeUndefined();
    for (const bad of ['plain', 'a@b', 'a@@b.com', 'a b@c.com', '@c.com']) {
      expect(isEmail(bad)).toEqual({ message: expect.objectContaining({ id: 'validation.invalidEmail' }), values: { email: 'johndoe@domain.com' } });
    }
  });

  it('combine stops at the first failure; optional lets empty through', () => {
    const rule = combine(isRequired, isEmail);
    expect(id(rule(''))).toBe('validation.required');
    expect(id(rule('x'))).toBe('validation.invalidEmail');
    expect(optional(isMobileNumber)('')).toBeUndefined();
    expect(id(optional(isMobileNumber)('12'))).toBe('validation.invalidMobile');
  });
});

describe('number-only input', () => {
  it('strips non-digits and converts Thai digits', () => {
    expect(digitsOnly('10-110a ')).toBe('10110');
    expect(digitsOnly('๑๐๑๑๐')).toBe('10110');
    expect(digitsOnly('abc')).toBe('');
  });
});
