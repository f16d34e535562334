import type { ReactNode } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

interface Props<N extends IslandName> {
  name: N;
  /** The component `ISLANDS[name]` loads in the browser, rendered here into the page. */
  component: IslandComponent<N>;
  props: IslandProps<N>;
}

/**
 * Marks a part of the page that React hydrates in the browser (src/site/islands/registry.ts). The
 * wrapper holds the island's name and its props as JSON; CSS gives it no box
 * (`display: contents`), so it changes nothing in the layout. A page that renders one must
 * declare it in its route's `handle` (src/site/routes/handle.ts); the build checks that it does.
 */
export function Island<N extends IslandName>({ name, component, props }: Props<N>) {
  // Checked by Props: `component` takes exactly these props.
  const Component = component as unknown as (props: object) => ReactNode;
  const json = JSON.stringify(props);
  return (
    <div data-island={name} data-props={json === '{}' ? undefined : json}>
      <Component {...(props as object)} />
    </div>
  );
}
