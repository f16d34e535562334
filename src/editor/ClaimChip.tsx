import { claimLabel } from '../content/claims';
import { claimsContent } from './preview/previewSiteData';

/**
 * A `<Claim id="…" />` inside a sentence of the rich-text editor (figures show as labelled
 * chips): its figure as claims.md had it when /admin/ was built, and its id, in a box the caret steps
 * over. Styled inline: the editor's stylesheet styles only the preview frame, and its CSP allows inline styles.
 */
export function ClaimChip({ id }: { id: string }) {
  let figure: string | undefined;
  try {
    figure = claimLabel(claimsContent, id);
  } catch {
    // An id claims.md does not have: the chip shows the id alone, and the check before a save names it.
  }
  return (
    <span title={id} style={chip}>
      {figure ?? ''}
      <code style={figure ? idStyle : { ...idStyle, color: '#b42318' }}>{id}</code>
    </span>
  );
}

const chip = {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.4em',
  padding: '0 0.4em',
  borderRadius: '4px',
  background: '#e8eef9',
  border: '1px solid #b8c7e6',
  lineHeight: 1.4,
} as const;
const idStyle = { fontSize: '0.8em', color: '#4a5878' } as const;
