import { claimLabel } from '../../content/claimText';

/** `<Claim id="partnerAgencies" />` in MDX bodies. */
export function Claim({ id }: { id: string }) {
  return (
    <span className="claim" data-claim={id}>
      {claimLabel(id)}
    </span>
  );
}
