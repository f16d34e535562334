import { splitClaimRefs } from '../../../content/claimRefs';
import { claimLabel } from '../../../content/claimText';
import { useClaims } from '../../../content/useSiteData';

/** Renders content text, marking each referenced claim so it can be styled and found. */
export function Text({ children }: { children: string }) {
  const claims = useClaims();
  return (
    <>
      {splitClaimRefs(children).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span key={index} className="claim" data-claim={part.id}>
            {claimLabel(claims, part.field ? `${part.id}.${part.field}` : part.id)}
          </span>
        ),
      )}
    </>
  );
}
