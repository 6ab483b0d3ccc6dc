import { describe, expect, it } from 'vitest';
import { fullTitle } from './page-title';

describe('fullTitle (Magento head title)', () => {
  const parts = { prefix: '', suffix: '| ตลาด', defaultTitle: 'ตลาด' };

  it('adds the suffix (and prefix) with spaces', () => {
    expect(fullTitle(parts, 'ข้าวสาร')).toBe('ข้าวสาร | ตลาด');
    expect(fullTitle({ ...parts, prefix: 'Shop:' }, 'Rice')).toBe('Shop: Rice | ตลาด');
  });

  it('does not add the suffix twice, and falls back to the default title', () => {
    expect(fullTitle(parts, 'ข้าวสาร | ตลาด')).toBe('ข้าวสาร | ตลาด');
    expect(fullTitle({ ...parts, defaultTitle: 'Fresh food' }, '')).toBe('Fresh food | ตลาด');
  });
});
