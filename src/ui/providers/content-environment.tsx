// The shell's side of the Page Builder renderer's ContentEnvironment: in-app navigation (a store prefix that
// names another view goes through the store-switch machine), data-id-redirect storage, media URLs and CMS
// blocks. Product, brand, banner and form renderers come from the catalogue and engagement work as `parts`;
// a part nobody supplied renders nothing.
import { Suspense, useMemo, type ReactNode } from 'react';
import { ContentEnvironmentProvider, type ContentEnvironment } from '../content/environment/content-environment.tsx';
import { imageUrl } from '../../lib/image-url';
import { parseStorePrefix } from '../../lib/store-path';
import { CmsBlock } from '../shell/cms-block';
import { useAppHistory } from '../shell/routing/app-router';
import { useShellActors } from './shell-actors';
import { useBootstrap } from './shell-data';
import { useShellDeps } from './shell-deps';
import { storeRedirectValue } from '../../lib/redirect-cookie';

export type ContentParts = Partial<
  Pick<ContentEnvironment, 'renderProducts' | 'renderDynamicBlock' | 'renderCustomForm' | 'renderBrands' | 'renderBannerManager'>
>;

export function isInternalUrl(url: string, origin: string): boolean {
  if (url.startsWith('//')) return false;
  if (url.startsWith('/') || url.startsWith('?') || url.startsWith('#')) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export function ShellContentEnvironment({ parts, children }: { parts?: ContentParts; children: ReactNode }) {
  // The address's navigate, not React Router's: that one is new at every move, and so would this whole environment.
  const { navigate } = useAppHistory();
  const deps = useShellDeps();
  const { storeSwitch } = useShellActors();
  const { storeViews } = useBootstrap();
  const value = useMemo<ContentEnvironment>(() => {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const codes = storeViews.map((view) => view.code);
    return {
      navigate(path) {
        const url = new URL(path, origin);
        const { storeCode, path: rest } = parseStorePrefix(url.pathname, codes);
        const current = storeSwitch.getSnapshot().context.storeCode;
        if (storeCode && storeCode !== current) {
          storeSwitch.send({ type: 'store.switch', storeCode, path: `${url.pathname}${url.search}${url.hash}` });
          return;
        }
        navigate(`${storeCode ? rest : url.pathname}${url.search}${url.hash}`);
      },
      isInternalUrl: (url) => isInternalUrl(url, origin),
      storeRedirectValue: (value) => storeRedirectValue(deps.persistence, deps.cookies, value),
      imageUrl: (src, options) => imageUrl(src, { type: 'media', width: options.width ?? 960, height: null, quality: options.quality }),
      renderCmsBlock: (blockId) => (
        <Suspense fallback={null}>
          <CmsBlock identifier={blockId} />
        </Suspense>
      ),
      renderProducts: (request, layout) => parts?.renderProducts?.(request, layout) ?? null,
      renderDynamicBlock: (ids) => parts?.renderDynamicBlock?.(ids) ?? null,
      renderCustomForm: (formId) => parts?.renderCustomForm?.(formId) ?? null,
      renderBrands: (request, layout) => parts?.renderBrands?.(request, layout) ?? null,
      renderBannerManager: (request, layout) => parts?.renderBannerManager?.(request, layout) ?? null,
    };
  }, [navigate, deps, storeSwitch, storeViews, parts]);
  return <ContentEnvironmentProvider value={value}>{children}</ContentEnvironmentProvider>;
}
