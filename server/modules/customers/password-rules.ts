import { msg, type Message } from '../../i18n/message';

/** Config paths of Magento's password rules (seeded: 8 characters, 3 classes). */
export const PASSWORD_RULE_PATHS = {
  minLength: 'customer/password/minimum_password_length',
  classes: 'customer/password/required_character_classes_number',
} as const;

export interface PasswordRules {
  minLength: number;
  requiredClasses: number;
}

export const DEFAULT_PASSWORD_RULES: PasswordRules = { minLength: 8, requiredClasses: 3 };

/**
 * argon2 hashes anything, but hashing megabytes per request is a cheap denial of service; 256 characters
 * is far above any passphrase people type.
 */
export const MAX_PASSWORD_LENGTH = 256;

/** The four classes of section 5 (and Magento's AccountManagement::makeRequiredCharactersCheck). */
export function characterClasses(password: string): number {
  let count = 0;
  if (/\p{Ll}/u.test(password)) count++;
  if (/\p{Lu}/u.test(password)) count++;
  if (/\p{Nd}/u.test(password)) count++;
  if (/[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password)) count++;
  return count;
}

export function rulesFromConfig(read: (path: string) => string | null): PasswordRules {
  const number = (path: string, fallback: number, max: number): number => {
    const value = Number.parseInt(read(path) ?? '', 10);
    return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
  };
  return {
    minLength: number(PASSWORD_RULE_PATHS.minLength, DEFAULT_PASSWORD_RULES.minLength, MAX_PASSWORD_LENGTH),
    requiredClasses: number(PASSWORD_RULE_PATHS.classes, DEFAULT_PASSWORD_RULES.requiredClasses, 4),
  };
}

/**
 * The first rule a new password breaks, in Magento's words, or null when it passes. The storefront checks
 * the same rules (section 5) before sending; the server is the one that must not be skipped.
 */
export function passwordProblem(password: string, rules: PasswordRules, email: string | null): Message | null {
  if (password.length > MAX_PASSWORD_LENGTH) return msg('The password can be at most {max} characters long.', { max: MAX_PASSWORD_LENGTH });
  if (password.length < rules.minLength) {
    return msg('The password needs at least {min} characters. Create a new password and try again.', { min: rules.minLength });
  }
  if (/^\s|\s$/.test(password)) return msg("The password can't begin or end with a space. Verify the password and try again.");
  if (characterClasses(password) < rules.requiredClasses) {
    return msg(
      'Minimum of different classes of characters in password is {count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      { count: rules.requiredClasses },
    );
  }
  if (email && password.toLowerCase() === email.trim().toLowerCase()) {
    return msg("The password can't be the same as the email address. Create a new password and try again.");
  }
  return null;
}
