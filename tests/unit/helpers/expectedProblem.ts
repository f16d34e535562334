import type { ExpectedLine } from '../../fixtures/bad-content/cases';
import type { Problem } from '../../../src/check/problem';
import type { ContentFixture } from './contentFixture';

/**
 * A fixture's expected line as the problem the check reports in that fixture: its line found in the
 * edited file, `{prev}`, `{line}` and `{gutter}` in its frame numbered for that line.
 */
export function expectedProblem(made: ContentFixture, expected: ExpectedLine): Problem {
  const file = expected.file.replace(/^content\//, '');
  const line =
    typeof expected.at === 'number'
      ? expected.at
      : typeof expected.at === 'function'
        ? expected.at(made.read(file))
        : made.lineOf(file, expected.at);
  const width = String(line).length;
  return {
    file: expected.file,
    line,
    field: expected.field,
    message: expected.message.replaceAll('{line}', String(line)),
    severity: expected.severity ?? 'error',
    ...(expected.frame && {
      frame: expected.frame.map((row) =>
        row
          .replace('{prev}', String(line - 1).padStart(width))
          .replace('{line}', String(line))
          .replace('{gutter}', ' '.repeat(width)),
      ),
    }),
  };
}
