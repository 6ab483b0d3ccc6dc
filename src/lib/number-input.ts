// "Number-only input strips non-digit characters as typed." Thai digits (๐-๙) typed on a Thai keyboard are
// turned into ASCII digits first instead of being dropped.
const THAI_ZERO = 0x0e50;

export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - THAI_ZERO));
}

export function digitsOnly(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '');
}
