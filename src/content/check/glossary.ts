import type { GlossaryContent } from '../schemas/glossary';
import type { Problem } from './problem';
import type { VisibleText } from './visibleText';

export type Terms = GlossaryContent['terms'];

/** Each variant of the glossary found in a text, with the preferred term that replaces it. */
export function termFindings(text: string, terms: Terms): { variant: string; preferred: string }[] {
  // The preferred terms are masked first, so a variant inside one (服务商招募 in 城市服务商招募) is not a finding.
  const masked = [...terms]
    .sort((a, b) => b.preferred.length - a.preferred.length)
    .reduce((out, term) => out.split(term.preferred).join('\u0000'), text);
  return terms.flatMap((term) =>
    term.avoid.filter((variant) => masked.includes(variant)).map((variant) => ({ variant, preferred: term.preferred })),
  );
}

/** A problem for every variant term in the visible texts (issue 15, item 9). */
export function glossaryProblems(texts: readonly VisibleText[], terms: Terms): Problem[] {
  return texts.flatMap((text) =>
    termFindings(text.rendered, terms).map(({ variant, preferred }): Problem => ({
      file: text.file,
      line: text.line,
      field: text.field,
      message: `用词不统一：“${variant}”请改为“${preferred}”（见 content/glossary.md）。应改为：${text.source.split(variant).join(preferred)} (glossary: use the preferred term)`,
      severity: 'error',
    })),
  );
}
