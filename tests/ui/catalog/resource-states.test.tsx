// What a catalogue page shows before its data (storefront spec section 2, loading text "Fetching Data..."): one text
// for every page, list and lookup that waits (src/ui/common/messages.ts, commonText.fetchingData), in th and en.
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceStates } from '../../../src/ui/catalog/resource-states';
import { fakeServer, renderPage } from './catalog-test-kit';

describe('a catalogue page waiting for its data', () => {
  it('says "Fetching Data..." in English and "กำลังดึงข้อมูล..." in Thai, as a busy status', async () => {
    await renderPage(<ResourceStates status="loading" retry={() => undefined} />, fakeServer({}), { locale: 'en-US' });
    expect(screen.getByRole('status', { name: 'Fetching Data...' })).toHaveAttribute('aria-busy', 'true');
    cleanup();
    await renderPage(<ResourceStates status="loading" retry={() => undefined} />, fakeServer({}));
    expect(screen.getByRole('status', { name: 'กำลังดึงข้อมูล...' })).toHaveAttribute('aria-busy', 'true');
  });
});
