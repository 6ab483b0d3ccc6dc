import { describe, expect, it } from 'vitest';
import { personalDataCsv } from './personal-data-file';

describe('personal data file', () => {
  it('writes one row per field, quoting commas and quotes, with a BOM for Thai', () => {
    const csv = personalDataCsv([{ name: 'บัญชี', parts: [{ label: 'email', value: 'a@example.test' }, { label: 'street', value: '99/1 ถนน "พระราม 4", คลองเตย' }, { label: 'taxvat', value: null }] }]);
    expect(csv).toBe('\uFEFFgroup,field,value\r\nบัญชี,email,a@example.test\r\nบัญชี,street,"99/1 ถนน ""พระราม 4"", คลองเตย"\r\nบัญชี,taxvat,\r\n');
  });
});
