import { combine, isMobileNumber, isRequired, type Rule } from '../lib/validation';
import { createAccountFormMachine, type FormRules } from './account-form.machine';
import { defineMessages } from './messages';

// The company-credit application of /customer/credit/apply: the account form chart with its fields' rules. The
// tax identification number's check digit is the server's to judge (its refusal is shown as the form's error);
// here it must be 13 digits. The limit is an amount in baht, more than 0 and at most ฿10,000,000.

export const CREDIT_LIMIT_MAX_BAHT = 10_000_000;

export const creditApplicationMessages = defineMessages({
  taxIdDigits: { id: 'credit.validation.taxId', defaultMessage: 'Enter the 13 digits of the tax identification number.' },
  limitRange: { id: 'credit.validation.limit', defaultMessage: 'Enter an amount between 1 and {max} baht.' },
});

/** Digits only: people type tax IDs with dashes or spaces (0-1055-36092-64-1). */
export const taxIdDigitsOf = (value: string): string => value.replace(/[\s-]/g, '');

const isThirteenDigits: Rule = (value) => (/^\d{13}$/.test(taxIdDigitsOf(value)) ? undefined : { message: creditApplicationMessages.taxIdDigits });

/** "50,000" or "50000.50" → 50000.5; NaN when it is not an amount. */
export function amountOf(value: string): number {
  const text = value.replace(/,/g, '').trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

const isLimitAmount: Rule = (value) => {
  const amount = amountOf(value);
  return amount >= 1 && amount <= CREDIT_LIMIT_MAX_BAHT
    ? undefined
    : { message: creditApplicationMessages.limitRange, values: { max: CREDIT_LIMIT_MAX_BAHT.toLocaleString('en-US') } };
};

const r = (rule: Rule<string>) => rule as Rule<never>;

export const creditApplicationRules: FormRules = {
  companyName: isRequired,
  taxId: r(combine(isRequired as Rule<string>, isThirteenDigits)),
  telephone: r(combine(isRequired as Rule<string>, isMobileNumber)),
  requestedLimit: r(combine(isRequired as Rule<string>, isLimitAmount)),
};

export const creditApplicationFormMachine = createAccountFormMachine('creditApplicationForm', creditApplicationRules);
