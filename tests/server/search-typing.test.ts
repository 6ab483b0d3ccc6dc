import { describe, expect, it } from 'vitest';
import { latinFromThaiKeys, thaiFromLatinKeys } from '../../server/modules/search/keyboard-layout';
import { thaiForRomanised } from '../../server/modules/search/romanised-thai';
import { isKnownThaiRun, thaiCorrectionsFrom, thaiKey } from '../../server/modules/search/thai-typos';
import { buildVocabulary } from '../../server/modules/search/vocabulary';
import { segmentWords } from '../../server/db/seed/search-text';

/** The pure parts of search's typing tolerance (server/modules/search), without a database. */
describe('keyboard layout (Kedmanee ↔ US)', () => {
  it.each([
    ['wdj', 'ไก่'],
    ['-hk;', 'ข้าว'],
    ['s,^', 'หมู'],
    ['ohex]k', 'น้ำปลา'],
    ['l;ylgxHo', 'สวัสเป็น'], // shifted H is maitaikhu,
  ])('reads the Latin keys "%s" as %s', (keys, thai) => {
    expect(thaiFromLatinKeys(keys)).toBe(thai);
  });

  it.each([
    ['พรแำ', 'rice'],
    ['แ้รแาำื', 'chicken'],
    ['ไก่', 'wdj'],
  ])('reads the Thai keys %s as "%s"', (thai, keys) => {
    expect(latinFromThaiKeys(thai)).toBe(keys);
  });

  it('leaves mixed or digit-only text alone', () => {
    expect(thaiFromLatinKeys('123')).toBeNull();
    expect(thaiFromLatinKeys('abcไก่')).toBeNull();
    expect(latinFromThaiKeys('rice')).toBeNull();
  });
});

describe('romanised Thai word list', () => {
  it('maps common spellings to the Thai words shoppers mean', () => {
    expect(thaiForRomanised('moo')).toEqual(['หมู']);
    expect(thaiForRomanised('mu')).toEqual(['หมู']);
    expect(thaiForRomanised('kai')).toEqual(['ไก่', 'ไข่']);
    expect(thaiForRomanised('nampla')).toEqual(['น้ำปลา']);
    expect(thaiForRomanised('keyboard')).toEqual([]);
  });

  it('maps only to Thai text', () => {
    for (const spelling of ['kai', 'moo', 'khao', 'pla', 'goong', 'kratiam', 'kafae', 'nom']) {
      for (const word of thaiForRomanised(spelling)) expect(word).toMatch(/^[\u0e00-\u0e7f]+$/);
    }
  });
});

describe('Thai typos', () => {
  const vocabulary = buildVocabulary(['กระเทียม', 'ไทย', 'ไก่', 'อกไก่', 'ข้าว', 'หอม', 'มะลิ', 'มะม่วง', 'น้ำปลา', 'ปลา', 'กระเจี๊ยบ']);

  it('compares words without their tone marks', () => {
    expect(thaiKey('ไก่')).toBe('ไก');
    expect(thaiKey('น้ำปลา')).toBe('นำปลา');
  });

  it('corrects a vowel or tone mark left out, closest first', () => {
    expect(thaiCorrectionsFrom(vocabulary, 'กระเทยม')).toEqual(['กระเทียม']);
    expect(thaiCorrectionsFrom(vocabulary, 'มะมวง')).toEqual(['มะม่วง']);
    expect(thaiCorrectionsFrom(vocabulary, 'นำปลา')).toEqual(['น้ำปลา']);
  });

  it('tells a known run from a misspelt one', () => {
    expect(isKnownThaiRun(vocabulary, 'ข้าวหอมมะลิ', segmentWords('ข้าวหอมมะลิ'))).toBe(true);
    expect(isKnownThaiRun(vocabulary, 'ไก', segmentWords('ไก'))).toBe(true);
    expect(isKnownThaiRun(vocabulary, 'กระเทยม', segmentWords('กระเทยม'))).toBe(false);
  });
});
