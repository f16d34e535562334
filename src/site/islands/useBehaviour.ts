import { useEffect, useRef } from 'react';
import { useSite } from '../../content/useSiteData';
import type { Behaviour } from './behaviour';
import { BEHAVIOURS, type BehaviourName, type BehaviourProps } from './behaviours';

/**
 * Runs an island's behaviour on the element the returned ref is given, where React runs the page
 * (`npm run dev`, the editor's preview); the built site runs it without React (registry.ts). Props are
 * compared by value: a re-render with equal props keeps the behaviour as it is.
 */
export function useBehaviour<N extends BehaviourName, E extends HTMLElement>(name: N, props: BehaviourProps<N>) {
  const ref = useRef<E>(null);
  const site = useSite();
  const key = JSON.stringify(props);
  useEffect(() => {
    let undo = () => {};
    let cancelled = false;
    void BEHAVIOURS[name]().then((behaviour) => {
      const root = ref.current;
      if (!cancelled && root) undo = (behaviour as Behaviour<unknown>)(root, JSON.parse(key), site);
    });
    return () => {
      cancelled = true;
      undo();
    };
  }, [name, key, site]);
  return ref;
}
