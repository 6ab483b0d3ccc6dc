import { describe, expect, it } from 'vitest';
import { formatOrderFilters, parseOrderFilters, toFilterInput } from './order-history-filters';

describe('order-history filters in the query string', () => {
  it('reads value,title pairs under the [filter] keys', () => {
    const filters = parseOrderFilters('?state%5Bfilter%5D=processing,Processing&created_at[filter]=2026-01-01_,from 2026-01-01');
    expect(filters).toEqual({
      state: { value: 'processing', title: 'Processing' },
      created_at: { value: '2026-01-01_', title: 'from 2026-01-01' },
    });
  });

  it('writes the keys with brackets and the values with their comma', () => {
    expect(formatOrderFilters({ number: { value: '000000012', title: '000000012' }, state: { value: 'new_processing', title: 'Open' } }, 2)).toBe(
      '?number[filter]=000000012,000000012&state[filter]=new_processing,Open&page=2',
    );
    expect(parseOrderFilters(formatOrderFilters({ created_at: { value: '_2026-02-01', title: 'to 2026-02-01' } }))).toEqual({
      created_at: { value: '_2026-02-01', title: 'to 2026-02-01' },
    });
  });

  it('one value is eq, several (joined by _) are in, created_at is a range', () => {
    expect(
      toFilterInput({
        number: { value: '000000012', title: '' },
        state: { value: 'new_processing', title: '' },
        tracking_order_status: { value: 'shipped', title: '' },
        created_at: { value: '2026-01-01_2026-01-31', title: '' },
      }),
    ).toEqual({
      number: { eq: '000000012' },
      state: { in: ['new', 'processing'] },
      tracking_order_status: { eq: 'shipped' },
      created_at: { from: '2026-01-01 00:00:00', to: '2026-01-31 23:59:59' },
    });
    expect(toFilterInput({ state: { value: 'pending_payment', title: '' } })).toEqual({ state: { eq: 'pending_payment' } });
    expect(toFilterInput({ state: { value: 'new_pending_payment_complete', title: '' } })).toEqual({ state: { in: ['new', 'pending_payment', 'complete'] } });
    expect(toFilterInput({ created_at: { value: '_2026-01-31', title: '' } })).toEqual({ created_at: { to: '2026-01-31 23:59:59' } });
  });
});
