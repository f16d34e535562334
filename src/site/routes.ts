import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { NOT_FOUND, ROUTES } from '../content/routes';

// Built from the registry so that adding a page is one line there.
export default [
  ...Object.entries(ROUTES).map(([id, { path, module }]) =>
    path === '/' ? index(module, { id }) : route(path.slice(1), module, { id }),
  ),
  route('*', NOT_FOUND.module, { id: NOT_FOUND.id }),
] satisfies RouteConfig;
