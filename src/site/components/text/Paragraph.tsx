import type { Prose } from '../../../content/prose';
import { Text } from './Text';

/**
 * A paragraph of one prose field. Islands write `<p><Text /></p>` themselves: shipped in the home
 * page's JavaScript, this component cost more bytes than it saved there.
 */
export function Paragraph({ prose, className }: { prose: Prose; className?: string }) {
  return (
    <p className={className}>
      <Text prose={prose} />
    </p>
  );
}
