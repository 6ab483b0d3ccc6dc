// The document title of a catalogue page after it arrives in the browser (a client-side navigation), with the
// store's prefix and suffix as the server writes it on a first request (src/lib/page-title.ts).
import { useEffect } from 'react';
import { fullTitle } from '../../lib/page-title';
import { useCatalogSettings } from './use-catalog-client';

export function usePageTitle(title: string | null | undefined): void {
  const settings = useCatalogSettings();
  useEffect(() => {
    if (title) document.title = fullTitle(settings.title, title);
  }, [settings.title, title]);
}
