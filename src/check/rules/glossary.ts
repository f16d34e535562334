import type { GlossaryContent } from '../../content/schemas/glossary';
import type { Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { placeOf, type VisibleText } from './visibleText';

/** What glossary.md says: the terms, the words never to use, the regions listed apart. */
export type Glossary = Required<GlossaryContent>;

export const EMPTY_GLOSSARY: Glossary = { terms: [], words: [], apart: [] };

/** Each variant of the glossary found in a text, with the preferred term that replaces it. */
export function termFindings(text: string, terms: Glossary['terms']): { variant: string; preferred: string }[] {
  // The preferred terms are masked first, so a variant inside one (服务商招募 in 城市服务商招募) is not a finding.
  const masked = [...terms]
    .sort((a, b) => b.preferred.length - a.preferred.length)
    .reduce((out, term) => out.split(term.preferred).join('\u0000'), text);
  // Longest variant first, masked once found: 铁路客票销售资质 is one finding, not a second one for 客票销售资质 inside it.
  const variants = terms
    .flatMap((term) => term.avoid.map((variant) => ({ variant, preferred: term.preferred })))
    .sort((a, b) => b.variant.length - a.variant.length);
  const findings: { variant: string; preferred: string }[] = [];
  let rest = masked;
  for (const found of variants)
    if (rest.includes(found.variant)) {
      findings.push(found);
      rest = rest.split(found.variant).join('\u0000');
    }
  // In the glossary's order, as before: messages of one field keep a stable order.
  return terms.flatMap((term) =>
    findings.filter((found) => found.preferred === term.preferred && term.avoid.includes(found.variant)),
  );
}

/** Pieces of a text that make one list: a list never runs across a comma, a full stop or a bracket. */
const CLAUSE = /[，。；：！？（）()\n,;]/;

/**
 * A region and the foreign places it is written with in one clause ("日本、欧洲和台湾地区"), for each
 * region of the glossary's `apart` list: mainland usage names 中国台湾地区 apart from foreign places.
 */
function apartFindings(text: string, apart: Glossary['apart']): { name: string; foreign: string[]; why: string }[] {
  const clauses = text.split(CLAUSE);
  return apart.flatMap(({ name, foreign, why }) => {
    const found = new Set(
      clauses
        .filter((clause) => clause.includes(name))
        .flatMap((clause) => foreign.filter((place) => clause.includes(place))),
    );
    return found.size ? [{ name, foreign: [...found], why }] : [];
  });
}

export function glossaryProblems(texts: readonly VisibleText[], glossary: Glossary): Problem[] {
  return texts.flatMap((text) => {
    const at = { ...placeOf(text), severity: 'error' as const };
    return [
      ...termFindings(text.rendered, glossary.terms).map(({ variant, preferred }): Problem => ({
        ...at,
        message: `用词不统一：“${variant}”请改为“${preferred}”（见 content/glossary.md）。应改为：${text.source.split(variant).join(preferred)} (glossary: use the preferred term)`,
        form: `用词不统一：“${variant}”请改为“${preferred}”（见${FORM_PLACES.glossary}）。应改为：${text.source.split(variant).join(preferred)}`,
      })),
      ...glossary.words
        .filter(({ word }) => text.rendered.includes(word))
        .map(({ word, why }): Problem => ({
          ...at,
          message: `不要用“${word}”：${why}。请删掉这个词或改写这句话（见 content/glossary.md） (glossary: word not to use)`,
          form: `不要用“${word}”：${why}。请删掉这个词或改写这句话（见${FORM_PLACES.glossary}）`,
          spot: word,
        })),
      ...apartFindings(text.rendered, glossary.apart).map(({ name, foreign, why }): Problem => ({
        ...at,
        message: `“${name}”和${foreign.map((place) => `“${place}”`).join('')}写在了同一个列表里：${why}（见 content/glossary.md） (glossary: region listed with foreign places)`,
        form: `“${name}”和${foreign.map((place) => `“${place}”`).join('')}写在了同一个列表里：${why}（见${FORM_PLACES.glossary}）`,
        spot: name,
      })),
    ];
  });
}
