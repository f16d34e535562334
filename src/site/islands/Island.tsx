import type { ReactNode } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

interface Props<N extends IslandName> {
  name: N;
  /** The component of this island (registry.ts), rendered here into the page. */
  component: IslandComponent<N>;
  props: IslandProps<N>;
}

/**
 * A part of the page that moves in the browser (its module in registry.ts runs a behaviour over this
 * HTML or hydrates the component): the wrapper holds its name and its props as JSON, and has no box
 * (`display: contents`). A page that renders one declares it in its route's
 * `handle` (src/site/routes/handle.ts); the build checks that it does.
 */
export function Island<N extends IslandName>({ name, component, props }: Props<N>) {
  // Props checks that `component` takes exactly these props.
  const Component = component as unknown as (props: object) => ReactNode;
  const json = JSON.stringify(props);
  return (
    <div data-island={name} data-props={json === '{}' ? undefined : json}>
      <Component {...(props as object)} />
    </div>
  );
}
