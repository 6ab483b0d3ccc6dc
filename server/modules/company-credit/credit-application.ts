import type { AmastyCompanyCreditApplicationInput } from '../../graphql/generated/resolvers-types';
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { isValidThaiTaxId, taxIdDigits } from '../checkout/tax-id';

/** An application as stored: trimmed, amounts in satang. */
export interface CreditApplicationDraft {
  company_name: string;
  tax_id: string;
  telephone: string;
  requested_limit: number;
  comment: string | null;
}

// Bounds keep one application from filling the table; the largest limit is ฿10,000,000 (far beyond a grocer's
// business customer, far below anything that could overflow satang arithmetic).
export const APPLICATION_LIMITS = { company_name: 255, comment: 2000, maxLimitSatang: 1_000_000_000 } as const;

const PHONE = /^0\d{9}$/;

/** Checks the application; throws graphql-input in the store view's language, nothing is stored then. */
export function readApplicationInput(input: AmastyCompanyCreditApplicationInput): CreditApplicationDraft {
  const company = input.company_name.trim();
  if (!company) throw new GraphQlInputException(msg('"{field}" is a required value.', { field: 'company_name' }));
  if (company.length > APPLICATION_LIMITS.company_name) {
    throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field: 'company_name', max: String(APPLICATION_LIMITS.company_name) }));
  }
  const taxId = taxIdDigits(input.tax_id.trim());
  if (!/^\d{13}$/.test(taxId)) throw new GraphQlInputException(msg('The tax identification number must have 13 digits.'));
  if (!isValidThaiTaxId(taxId)) throw new GraphQlInputException(msg('The tax identification number {tin} is not valid: its check digit does not match.', { tin: taxId }));
  const telephone = input.telephone.replace(/[\s-]/g, '');
  if (!PHONE.test(telephone)) throw new GraphQlInputException(msg('Invalid mobile number.'));
  const limit = Math.round(input.requested_limit * 100);
  if (!Number.isFinite(input.requested_limit) || limit < 100 || limit > APPLICATION_LIMITS.maxLimitSatang) {
    throw new GraphQlInputException(msg('The requested credit limit must be between {min} and {max} THB.', { min: '1', max: '10,000,000' }));
  }
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > APPLICATION_LIMITS.comment) {
    throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field: 'comment', max: String(APPLICATION_LIMITS.comment) }));
  }
  return { company_name: company, tax_id: taxId, telephone, requested_limit: limit, comment };
}

export const PENDING_APPLICATION_MESSAGE = msg('Your credit application is already waiting for review.');

export function pendingApplicationError(): GraphQlAlreadyExistsException {
  return new GraphQlAlreadyExistsException(PENDING_APPLICATION_MESSAGE);
}
