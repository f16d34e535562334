import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { isMap, isSeq } from 'yaml';
import { isStale } from '../claimRefs';
import { CONTENT_FILES, IMAGES_DIR } from '../collections';
import { defOf, leaves, metaOf, schemaAt, unwrap } from '../schemaWalk';
import type { ClaimsContent } from '../schemas/claims';
import { checkBody } from './checkBody';
import { checkClaimRef, checkClaimText, checkClaimValue, checkTargetLabel, type ClaimIndex } from './claimChecks';
import { codeFrame } from './codeFrame';
import { copyProblems } from './copyChecks';
import { invisibleFields } from './invisibleFields';
import { decodeContent } from './encoding';
import { fullWidthInput, fullWidthMessage } from './fullWidthFields';
import { fullWidthRun } from './fullWidth';
import { emptyFile, imageNameMessage, unknownFile, issueMessage, staleClaim } from './messages';
import { expiryProblems, isStaleClaimWarning } from './expiry';
import { targetIds } from '../expiredTargets';
import { requiredFields, skeleton } from './skeleton';
import { lineOfPath, parseFile, type ParsedFile } from './parseFile';
import { BODY_FIELD, formatPath, type Problem } from './problem';
import { closest, didYouMean } from './suggest';
import { truncations } from './truncation';
import { unconfirmedFields } from './unconfirmed';
import { lintYaml } from './yamlLint';
import { yamlMessage } from './yamlMessages';

export interface CheckOptions {
  /** Folder holding `content/` (the repository root, or a test fixture). */
  root: string;
  /** Day against which target deadlines are judged. */
  today?: Date;
}

interface Loaded {
  file: string;
  path: string;
  schema: z.ZodType;
  parsed: ParsedFile;
  valid: unknown;
}

export interface ContentReport {
  /** Every problem of the run, errors and warnings, sorted by file and line. */
  problems: Problem[];
  /** Validated data of each file that passed its schema, by path relative to the root. */
  valid: Map<string, { schema: z.ZodType; data: unknown }>;
  /** Every file that could be read and parsed, with source positions, by path relative to the root. */
  parsed: Map<string, ParsedFile>;
}

/** Reads every content file and reports every problem of the run together. */
export function checkContent({ root, today = new Date() }: CheckOptions): ContentReport {
  const contentDir = join(root, 'content');
  const problems: Problem[] = [];
  const rel = (path: string) => relative(root, path).split('\\').join('/');

  const missing = Object.keys(CONTENT_FILES).filter((key) => !isFile(join(contentDir, key)));
  /** Missing files an unknown file is probably a misnamed copy of: the rename is one mistake, one message. */
  const renamed = new Set<string>();
  for (const path of listFiles(contentDir)) {
    const key = relative(contentDir, path).split('\\').join('/');
    if (key in CONTENT_FILES || key.startsWith(`${IMAGES_DIR}/`) || key.endsWith('README.md')) continue;
    const meant = closest(key, missing);
    if (meant) renamed.add(meant);
    problems.push({
      file: rel(path),
      line: 1,
      field: '(文件 file)',
      message: unknownFile(key, meant, Object.keys(CONTENT_FILES)),
      severity: 'error',
    });
  }

  const images = listImages(join(contentDir, IMAGES_DIR));
  const loaded: Loaded[] = [];
  /** Files that could not be read (encoding or YAML): what other files say about them is not judged. */
  const unreadable = new Set<string>();
  const sources = new Map<string, string>();
  for (const [key, schema] of Object.entries(CONTENT_FILES)) {
    const path = join(contentDir, key);
    const file = rel(path);
    if (!isFile(path)) {
      if (renamed.has(key)) {
        unreadable.add(file);
        continue;
      }
      problems.push({
        file,
        line: 1,
        field: '(文件 file)',
        message: '缺少这个内容文件 (file is missing)',
        severity: 'error',
      });
      unreadable.add(file);
      continue;
    }
    const decoded = decodeContent(readFileSync(path));
    if (!decoded.ok) {
      // One located line per file: every later line of a mis-encoded file is mojibake too.
      problems.push({
        file,
        line: decoded.line,
        field: '(编码 encoding)',
        message: decoded.message,
        severity: 'error',
        frame: codeFrame(decoded.shown, decoded.line, decoded.column),
      });
      unreadable.add(file);
      continue;
    }
    if (!decoded.text.replace(/^\uFEFF/, '').trim()) {
      // An empty file has no lines to blame: one message, with what to paste (issue 19).
      problems.push({
        file,
        line: 1,
        field: '(文件 file)',
        message: emptyFile(requiredFields(schema)),
        severity: 'error',
        frame: skeleton(schema).map((line) => `    ${line}`),
      });
      unreadable.add(file);
      continue;
    }
    const parsed = parseFile(decoded.text);
    sources.set(file, parsed.source);
    const fileProblems = syntaxAndSchema(file, parsed, schema, images);
    problems.push(...fileProblems.problems);
    if (parsed.yamlErrors.length) unreadable.add(file);
    else
      problems.push(
        ...truncations(parsed).map((found) => ({
          file,
          field: fieldAtLine(parsed, found.line),
          severity: 'warning' as const,
          ...found,
        })),
      );
    loaded.push({ file, path, schema, parsed, valid: fileProblems.valid });
  }

  const claimsFile = loaded.find((entry) => entry.file.endsWith('content/claims.md'));
  // Ids come from the raw data, so one broken claim does not make every reference unknown.
  // With claims.md itself unreadable, its own error is the one to fix: references are not judged.
  const claimIndex = claimsFile && !unreadable.has(claimsFile.file) ? indexClaims(claimsFile.parsed.data, today) : null;
  const targets = claimIndex ? targetIds(claimIndex.claims, today) : undefined;

  for (const entry of loaded) {
    const { file, parsed } = entry;
    if (entry.valid !== undefined) {
      problems.push(...unconfirmedFields(file, parsed, entry.schema, entry.valid).problems);
      for (const leaf of leaves(entry.schema, entry.valid)) {
        const line = () => lineOfPath(parsed, leaf.path);
        const field = formatPath(leaf.path);
        if (leaf.kind === 'image' && typeof leaf.value === 'string' && !images.includes(leaf.value))
          problems.push({
            file,
            line: line(),
            field,
            message: `找不到图片文件 "${leaf.value}"，${didYouMean(leaf.value, images)}请放到 content/${IMAGES_DIR}/ (image file not found)`,
            severity: 'error',
            // The marker goes under the name that is wrong, not under the key.
            spot: leaf.value,
          });
        if (typeof leaf.value !== 'string') continue;
        // A claim is referenced either as a whole field (`figures: [staff]`) or inside text (`{{staff}}`).
        const findings =
          leaf.kind === 'claim'
            ? checkClaimRef(leaf.value, undefined, claimIndex)
            : checkClaimText(leaf.value, claimIndex);
        for (const finding of findings)
          // A target's label naming its own deadline is not a second place where the target is stale;
          // elsewhere the expiry check (expiry.ts) speaks for an expired target, once per place.
          if (!(entry === claimsFile && finding.severity === 'warning') && !isStaleClaimWarning(finding))
            problems.push({ file, line: line(), field, ...finding });
      }
    }
    const format = entry.path.endsWith('.mdx') ? 'mdx' : 'md';
    if (!unreadable.has(file))
      problems.push(
        ...checkBody(file, parsed.body, parsed.bodyLine, format, claimIndex).filter(
          (found) => !isStaleClaimWarning(found),
        ),
      );
    if (targets && entry !== claimsFile && !unreadable.has(file))
      problems.push(
        ...expiryProblems(
          file,
          parsed,
          entry.schema,
          entry.valid,
          claimIndex?.claims ?? {},
          targets.expired,
          targets.targets,
        ),
      );
  }

  if (claimsFile && claimIndex)
    for (const [id, claim] of Object.entries(claimIndex.claims)) {
      const at = (field: string) => ({
        file: claimsFile.file,
        line: lineOfPath(claimsFile.parsed, ['claims', id, field]),
        field: `claims.${id}.${field}`,
      });
      if (claimIndex.stale.has(id)) problems.push({ ...at('deadline'), message: staleClaim(id), severity: 'warning' });
      for (const finding of checkTargetLabel(id, claim)) problems.push({ ...at('label'), ...finding });
      for (const finding of checkClaimValue(claim)) problems.push({ ...at('value'), ...finding });
    }

  // Copy checks read text as visitors do, figures filled in: without readable claims every sentence
  // with a figure would look wrong, so claims.md's own error stays the one message (issue 11).
  problems.push(
    ...invisibleFields(loaded.filter((entry) => !unreadable.has(entry.file))).map((found) => found.problem),
  );
  // A body line the body check refused (a # heading, HTML) is one mistake: its typography is not judged too.
  const refused = new Set(
    problems.filter((problem) => problem.field === BODY_FIELD).map((problem) => `${problem.file}:${problem.line}`),
  );
  if (claimIndex)
    problems.push(
      ...copyProblems(
        loaded.filter((entry) => !unreadable.has(entry.file)),
        claimIndex.claims,
      ).filter((problem) => problem.field !== BODY_FIELD || !refused.has(`${problem.file}:${problem.line}`)),
    );
  for (const problem of problems) {
    const source = sources.get(problem.file);
    if (source === undefined || problem.frame) continue;
    const at = problem.spot ? (source.split('\n')[problem.line - 1] ?? '').indexOf(problem.spot) : -1;
    if (problem.column === undefined && at > -1) {
      problem.column = at + 1 + (problem.offset ?? 0);
      problem.length ??= problem.spot?.length;
    }
    problem.frame = codeFrame(source, problem.line, problem.column, problem.length);
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const valid = new Map(
    loaded
      .filter((entry) => entry.valid !== undefined)
      .map((entry) => [entry.file, { schema: entry.schema, data: entry.valid }]),
  );
  return { problems, valid, parsed: new Map(loaded.map((entry) => [entry.file, entry.parsed])) };
}

function indexClaims(data: unknown, today: Date): ClaimIndex {
  const raw = (data as Partial<ClaimsContent> | undefined)?.claims;
  const claims: ClaimIndex['claims'] = raw && typeof raw === 'object' ? raw : {};
  const stale = new Set(Object.keys(claims).filter((id) => isStale(String(claims[id]?.deadline ?? ''), today)));
  return { claims, stale };
}

/**
 * YAML syntax, then the schema. The line-by-line findings of yamlLint explain a YAML error (and
 * replace the parser's English), or a schema error on the lines they sit on: one mistake, one message.
 */
function syntaxAndSchema(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  images: readonly string[],
): { problems: Problem[]; valid: unknown } {
  const lint = () =>
    lintYaml(parsed.yamlText).map((finding): Problem => ({
      file,
      field: '(YAML)',
      severity: 'error',
      ...finding,
      line: finding.line + parsed.firstLine - 1,
    }));
  if (parsed.yamlErrors.length) {
    const found = lint();
    if (found.length) return { problems: sameMistakeOnce(found), valid: undefined };
    // Later YAML errors almost always follow from the first.
    const [first] = parsed.yamlErrors;
    return {
      problems: first
        ? [
            {
              file,
              line: first.line,
              column: first.column,
              field: '(YAML)',
              message: yamlMessage(first.code, first.message),
              severity: 'error',
            },
          ]
        : [],
      valid: undefined,
    };
  }
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (result.success) return { problems: [], valid: result.data };
  const issues = schemaProblems(file, parsed, schema, result.error.issues, images);
  const found = lint();
  const explained = (problem: LocatedIssue) => {
    const [from, to] = lineSpan(parsed, problem.path ?? []);
    return found.filter((finding) => finding.line >= from && finding.line <= to);
  };
  const explaining = new Set<Problem>();
  const rest = issues.filter((problem) => {
    const reasons = explained(problem);
    reasons.forEach((reason) => explaining.add(reason));
    return !reasons.length;
  });
  return { problems: [...explaining, ...rest.map(stripPath)], valid: undefined };
}

/**
 * One habit repeated down a file (every indent doubled) is one mistake: the first line gets the
 * message, naming the other lines, instead of twenty identical messages.
 */
function sameMistakeOnce(found: Problem[]): Problem[] {
  const byMessage = new Map<string, Problem[]>();
  for (const problem of found) byMessage.set(problem.message, [...(byMessage.get(problem.message) ?? []), problem]);
  return [...byMessage.values()].map(([first, ...rest]) => {
    if (!first || !rest.length) return first as Problem;
    const lines = rest.map((problem) => problem.line);
    const named = lines.length > 5 ? `${lines.slice(0, 5).join('、')} 等 ${lines.length} 行` : `${lines.join('、')} 行`;
    const message = first.message.replace(/\s?(\([^()]*\))$/, `；第 ${named}也是这样，请一起改 $1`);
    return { ...first, message };
  });
}

type LocatedIssue = Problem & { path?: PropertyKey[] };
const stripPath = (issue: LocatedIssue): Problem => {
  const problem = { ...issue };
  delete problem.path;
  return problem;
};

function schemaProblems(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  issues: z.core.$ZodIssue[],
  images: readonly string[],
): LocatedIssue[] {
  const out: LocatedIssue[] = [];
  /** Fields whose "missing" follows from a misspelt key we already point at. */
  const misspelt = new Set<string>();
  for (const issue of issues)
    if (issue.code === 'unrecognized_keys') {
      const known = Object.keys(defOf(unwrap(schemaAt(schema, issue.path) ?? schema)).shape ?? {});
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        if (suggestion) misspelt.add(formatPath([...issue.path, suggestion]));
        out.push({
          file,
          line: lineOfPath(parsed, issue.path, key),
          field: formatPath([...issue.path, key]),
          message: suggestion
            ? `未知字段，您是不是要写 "${suggestion}"？这里可用的字段见 docs/字段说明.md (unknown field)`
            : `未知字段，请检查拼写；这里可用的字段见 docs/字段说明.md (unknown field)`,
          severity: 'error',
          path: [...issue.path, key],
        });
      }
    }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const field = formatPath(issue.path);
    if (issue.code === 'invalid_type' && issue.input === undefined && misspelt.has(field)) continue;
    const fieldSchema = schemaAt(schema, issue.path);
    const meta = fieldSchema ? metaOf(fieldSchema) : {};
    const fullWidth = fullWidthInput(issue, meta.kind);
    const imageName =
      meta.kind === 'image' && issue.code === 'invalid_format' && typeof issue.input === 'string'
        ? issue.input
        : undefined;
    out.push({
      file,
      line: lineOfPath(parsed, issue.path),
      field,
      ...(fullWidth !== undefined
        ? {
            message: fullWidthMessage(fullWidth),
            spot: fullWidthRun(fullWidth),
            length: fullWidthRun(fullWidth).length,
          }
        : imageName === undefined
          ? { message: issueMessage(issue, meta.kind, meta.range) }
          : { message: imageNameMessage(imageName, images.includes(imageName)), spot: imageName }),
      severity: 'error',
      path: issue.path,
    });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** First and last line of the node at `path` (a missing field: its parent). */
function lineSpan(parsed: ParsedFile, path: readonly PropertyKey[]): [number, number] {
  let node: unknown = parsed.doc.contents;
  for (const step of path) {
    const next =
      isMap(node) || isSeq(node) ? (node as { get(key: unknown, keep: true): unknown }).get(step, true) : undefined;
    if (!next) break;
    node = next;
  }
  const range = (node as { range?: [number, number, number] } | null)?.range;
  if (!range) return [1, Infinity];
  return [parsed.lineAt(range[0]), parsed.lineAt(Math.max(range[0], range[2] - 1))];
}

/** The field a warning sits on, named by the key written on its line. */
function fieldAtLine(parsed: ParsedFile, line: number): string {
  const text = parsed.source.split('\n')[line - 1] ?? '';
  return /^\s*(?:-\s+)?([A-Za-z]\w*):/.exec(text)?.[1] ?? '(YAML)';
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function listImages(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
