import type { Prose } from '../../../content/prose';

/** Renders a prose field, marking each figure so it can be styled and found. */
export function Text({ prose }: { prose: Prose }) {
  return (
    <>
      {prose.map((part, index) =>
        'claim' in part ? (
          <span key={index} className="claim" data-claim={part.claim}>
            {part.label}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
