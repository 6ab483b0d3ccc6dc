// React Aria's server-rendering hooks, answered without a sync re-render after hydration. The build puts this
// module in place of React Aria's own `useIsSSR` and `useSSRSafeId` (scripts/vite-react-aria-ssr.ts says why).
import { useId, useState } from 'react';
import { useFirstRenderedOnServer, useHydrating } from './use-hydrating';

export { useHydrating as useIsSSR };

// As React Aria's: ids rendered on the server use a fixed prefix so hydration matches; ids made only in this
// browser get a random one (React Aria's guard against two copies of itself on one page).
const browserPrefix = `react-aria${Math.round(Math.random() * 10_000_000_000)}`;

export function useSSRSafeId(defaultId?: string): string {
  const id = useId();
  const [prefix] = useState(useFirstRenderedOnServer() ? 'react-aria' : browserPrefix);
  return defaultId || `${prefix}-${id}`;
}
