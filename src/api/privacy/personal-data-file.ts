// The personal-data export as a file a customer can open: CSV (group, field, value) in UTF-8 with a byte-order
// mark, so spreadsheet programs show Thai correctly.
import type { PersonalDataGroup } from '../../domain/privacy-types';

const cell = (value: string | null): string => {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function personalDataCsv(groups: PersonalDataGroup[]): string {
  const rows = [['group', 'field', 'value'], ...groups.flatMap((g) => g.parts.map((p) => [g.name, p.label, p.value]))];
  return `\uFEFF${rows.map((row) => row.map((v) => cell(v)).join(',')).join('\r\n')}\r\n`;
}

export const PERSONAL_DATA_FILE_NAME = 'personal-data.csv';
