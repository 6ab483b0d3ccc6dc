import { describe, expect, it } from 'vitest';
import { hasThaiSyllable, isSuggestibleQuery } from './suggestion-query';

describe('isSuggestibleQuery', () => {
  it('needs two characters in Latin script, spaces not counted', () => {
    expect(isSuggestibleQuery('')).toBe(false);
    expect(isSuggestibleQuery('c')).toBe(false);
    expect(isSuggestibleQuery(' c ')).toBe(false);
    expect(isSuggestibleQuery('ch')).toBe(true);
    expect(isSuggestibleQuery('c h')).toBe(true);
    expect(isSuggestibleQuery('42')).toBe(true);
  });

  it('needs one Thai syllable: a consonant and a second consonant or vowel sign', () => {
    expect(isSuggestibleQuery('ก')).toBe(false);
    expect(isSuggestibleQuery('ไ')).toBe(false);
    expect(isSuggestibleQuery('ก่')).toBe(false);
    expect(isSuggestibleQuery('ไก่')).toBe(true);
    expect(isSuggestibleQuery('ปู')).toBe(true);
    expect(isSuggestibleQuery('นม')).toBe(true);
    expect(isSuggestibleQuery('กิ')).toBe(true);
    expect(isSuggestibleQuery('เอ')).toBe(true);
  });

  it('counts Latin letters beside a lone Thai letter on their own', () => {
    expect(isSuggestibleQuery('กa')).toBe(false);
    expect(isSuggestibleQuery('กab')).toBe(true);
  });
});

describe('hasThaiSyllable', () => {
  it('does not count tone marks or vowels without a consonant', () => {
    expect(hasThaiSyllable('่้')).toBe(false);
    expect(hasThaiSyllable('าะ')).toBe(false);
    expect(hasThaiSyllable('ข้าว')).toBe(true);
  });
});
