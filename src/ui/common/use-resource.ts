// Runs the resource machine with a page's loader; a new `key` (url key, identifier) is a new page, so the
// caller remounts with React's key rather than reusing the actor.
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { catalogResourceMachine } from '../../machines/catalog-resource.machine';
import { usePageActorRef } from '../providers/page-snapshots';

export type ResourceStatus = 'loading' | 'ready' | 'missing' | 'failed';

export function useResource<T>(load: () => Promise<T | null>) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const machine = useMemo(() => catalogResourceMachine.provide({ actors: { load: fromPromise<unknown, void>(() => loadRef.current()) } }), []);
  // Server-rendered pages start from the snapshot the server rendered (src/ui/providers/page-snapshots.tsx).
  const actor = usePageActorRef(machine);
  const status = useSelector(actor, (s): ResourceStatus =>
    s.matches('ready') ? 'ready' : s.matches('missing') ? 'missing' : s.matches('failed') ? 'failed' : 'loading',
  );
  // The machine stores what `load` resolved to; the loader's type is the data's type.
  const data = useSelector(actor, (s) => s.context.data as T | null);
  return { status, data, retry: () => actor.send({ type: 'retry' }), reload: () => actor.send({ type: 'reload' }) };
}
