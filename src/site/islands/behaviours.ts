import type { Behaviour } from './behaviour';
import type { CopyProps } from '../components/copyBehaviour';
import type { SubNavProps } from '../components/business/subNavBehaviour';
import type { DocFrameProps } from '../components/document/docFrameBehaviour';

/**
 * The islands that run a behaviour instead of React (behaviour.ts), loaded by their component where
 * React runs the page (useBehaviour.ts) from the same module the built site's page imports (client/).
 */
export const BEHAVIOURS = {
  copyButton: (): Promise<Behaviour<CopyProps>> => import('./client/copyButton').then((module) => module.behaviour),
  subNav: (): Promise<Behaviour<SubNavProps>> => import('./client/subNav').then((module) => module.behaviour),
  docFrame: (): Promise<Behaviour<DocFrameProps>> => import('./client/docFrame').then((module) => module.behaviour),
};

export type BehaviourName = keyof typeof BEHAVIOURS;
export type BehaviourProps<N extends BehaviourName> =
  Awaited<ReturnType<(typeof BEHAVIOURS)[N]>> extends Behaviour<infer P> ? P : never;
