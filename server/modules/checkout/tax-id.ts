/**
 * Thailand's 13-digit tax identification number (the national ID number for persons, the juristic person
 * number for companies): the 13th digit checks the first twelve, each weighted 13 down to 2, modulo 11.
 */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** Digits only: people type TINs with spaces or dashes (1-2345-67890-12-1). */
export function taxIdDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}
