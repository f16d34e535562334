import { claimLabel } from '../../../content/claims';
import { useClaims } from '../../../content/useSiteData';

/** `<Claim id="partnerAgencies" />` in MDX bodies. */
export function Claim({ id }: { id: string }) {
  const claims = useClaims();
  return (
    <span className="claim" data-claim={id}>
      {claimLabel(claims, id)}
    </span>
  );
}
