import type { ContactusFormInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';

/** A contact message as stored: trimmed, optional fields null when left empty. */
export interface ContactMessage {
  fullname: string;
  email: string;
  telephone: string | null;
  comment: string | null;
}

// Bounds keep one message from filling the table; the email limit is RFC 5321's path length.
export const LIMITS = { fullname: 255, email: 254, comment: 5000 } as const;

// Local part of printable ASCII without spaces, a domain of dot-separated labels and a letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
// Thai phone numbers as the storefront's phone validator takes them: exactly 10 digits beginning with 0.
const PHONE = /^0\d{9}$/;

type Language = 'th' | 'en';

const MESSAGES: Record<Language, Record<'fullname' | 'email' | 'emailFormat' | 'telephone' | 'tooLong', string>> = {
  en: {
    fullname: 'Enter the Name and try again.',
    email: 'Enter the Email and try again.',
    emailFormat: 'The email address is invalid. Verify the email address and try again.',
    telephone: 'Invalid mobile number.',
    tooLong: '"%1" is longer than %2 characters.',
  },
  th: {
    fullname: 'กรุณากรอกชื่อแล้วลองอีกครั้ง',
    email: 'กรุณากรอกอีเมลแล้วลองอีกครั้ง',
    emailFormat: 'รูปแบบอีเมลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
    telephone: 'หมายเลขโทรศัพท์มือถือไม่ถูกต้อง',
    tooLong: '"%1" ยาวเกิน %2 ตัวอักษร',
  },
};

function bounded(value: string, field: keyof typeof LIMITS, language: Language): string {
  if (value.length > LIMITS[field]) {
    throw new GraphQlInputException(MESSAGES[language].tooLong.replace('%1', field).replace('%2', String(LIMITS[field])));
  }
  return value;
}

/** Checks the mutation's input; throws graphql-input with a message in the store's language. */
export function readContactInput(input: ContactusFormInput, language: Language): ContactMessage {
  const text = MESSAGES[language];
  const fullname = bounded(input.fullname.trim(), 'fullname', language);
  if (fullname === '') throw new GraphQlInputException(text.fullname);
  const email = bounded(input.email.trim(), 'email', language);
  if (email === '') throw new GraphQlInputException(text.email);
  if (!EMAIL.test(email)) throw new GraphQlInputException(text.emailFormat);
  // Spaces and dashes people type between digit groups are not part of the number.
  const telephone = (input.telephone ?? '').replace(/[\s-]/g, '');
  if (telephone !== '' && !PHONE.test(telephone)) throw new GraphQlInputException(text.telephone);
  const comment = bounded((input.comment ?? '').trim(), 'comment', language);
  return { fullname, email, telephone: telephone || null, comment: comment || null };
}
