import type { Problem } from '../problem';
import type { VisibleText } from './visibleText';

/** A colon, Chinese or English, and any spaces after it, at the end of a text. */
const ENDING_COLON = /[：:]\s*$/;

/**
 * A title or a label that ends in a colon (issue 29): `hotlineTitle: 服务热线：` passed the check and
 * the page showed the colon. Only fields the schemas build with `titleText` (titles, headings, the
 * names shown beside a value, button and link words) are judged: a sentence may end in a colon.
 */
export function titleColonProblems(texts: readonly VisibleText[]): Problem[] {
  return texts.flatMap((text) => {
    if (text.role !== 'title') return [];
    const colon = ENDING_COLON.exec(text.source);
    if (!colon) return [];
    const mark = colon[0].trim();
    const without = text.source.replace(ENDING_COLON, '');
    return [
      {
        file: text.file,
        line: text.line,
        field: text.field,
        message: `标题和名称的末尾不加冒号，这里的“${mark}”会原样显示在页面上。请删掉末尾的“${mark}”，改为：${without} (title ends in a colon)`,
        severity: 'error',
        // The marker goes under the colon.
        spot: text.source,
        offset: colon.index,
        length: 1,
      },
    ];
  });
}
