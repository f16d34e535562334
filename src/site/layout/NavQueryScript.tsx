import { NAV_QUERY_SCRIPT } from './navQueryScript';

/** The inline `?id=` script of a page without React; render it right after the header. */
export function NavQueryScript() {
  return <script dangerouslySetInnerHTML={{ __html: NAV_QUERY_SCRIPT }} />;
}
