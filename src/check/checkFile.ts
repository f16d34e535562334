import type { z } from 'zod';
import { isStale } from '../content/claimRefs';
import { CONTENT_FILES, IMAGES_DIR } from '../content/collections';
import { targetIds } from '../content/expiredTargets';
import { leaves } from '../content/schemaWalk';
import type { ClaimsContent } from '../content/schemas/claims';
import type { GlossaryContent } from '../content/schemas/glossary';
import type { SiteContent } from '../content/schemas/site';
import { checkBody } from './body/checkBody';
import {
  checkClaimRef,
  checkClaimText,
  checkClaimValue,
  checkFigureBasis,
  checkTargetLabel,
  type ClaimIndex,
} from './rules/claimChecks';
import { codeFrame } from './report/codeFrame';
import { copyProblems } from './rules/copyChecks';
import { expiryProblems, isStaleClaimWarning } from './rules/expiry';
import { EMPTY_GLOSSARY, type Glossary } from './rules/glossary';
import { invisibleFields } from './rules/invisibleFields';
import { emptyFile, staleClaim } from './report/messages';
import { lineOfPath, parseFile } from '../content/frontmatter/parseFile';
import { BODY_FIELD, formatPath, YAML_FIELD, type Problem } from './problem';
import { BODY_TOO_DEEP } from './report/refusalMessages';
import { syntaxAndSchema } from './rules/schemaCheck';
import { requiredFields, skeleton } from './parse/skeleton';
import { didYouMean } from './report/suggest';
import { truncations } from './rules/truncation';
import { unconfirmedFields } from './rules/unconfirmed';
import type { LoadedFile } from './rules/visibleText';

/**
 * The per-file part of the content check (DESIGN §13): every rule that judges one file's text,
 * given what it must know of the others as data. No file system here, so the terminal
 * (checkContent.ts) and the browser editor (src/editor/check) run the same code and can never
 * say different things.
 */

export const CLAIMS_FILE = 'content/claims.md';
export const GLOSSARY_FILE = 'content/glossary.md';
export const SITE_FILE = 'content/site.md';

/** What one file's rules need to know of the other files. */
export interface FileContext {
  /** claims.md as read; null when it could not be read (its own error is the one to fix: references are not judged). */
  claims: ClaimIndex | null;
  /** What the glossary (glossary.md) says: terms, words never to use, regions listed apart. */
  glossary: Glossary;
  /** File names in content/images/. */
  images: readonly string[];
  /** Day against which target deadlines are judged. */
  today: Date;
  /**
   * Every page's browser title as site.md makes it, company name filled in (`{page} - 示例…公司`):
   * search results cut a title by its whole length (issue 31). `{page}` alone when site.md is unreadable.
   */
  titleTemplate: string;
}

export interface ReadFile {
  /** Problems of the file's YAML and schema, and text the YAML drops. */
  problems: Problem[];
  /** The parsed file; absent when it is empty. */
  entry?: LoadedFile;
  /** False when its YAML did not parse (or it is empty): what other rules would say follows from that. */
  readable: boolean;
}

/** First step: one file's text (decoded) → its YAML and schema problems. */
export function readContentFile(file: string, text: string, schema: z.ZodType, images: readonly string[]): ReadFile {
  if (!text.replace(/^\uFEFF/, '').trim())
    // An empty file has no lines to blame: one message, with what to paste (issue 19).
    return {
      problems: [
        {
          file,
          line: 1,
          field: '(文件 file)',
          message: emptyFile(requiredFields(schema)),
          severity: 'error',
          frame: skeleton(schema).map((line) => `    ${line}`),
        },
      ],
      readable: false,
    };
  const parsed = parseFile(text);
  const { problems, valid } = syntaxAndSchema(file, parsed, schema, images);
  const readable = !parsed.yamlErrors.length;
  if (readable)
    problems.push(
      ...truncations(parsed).map((found) => ({
        file,
        field: fieldAtLine(parsed.source, found.line),
        severity: 'warning' as const,
        ...found,
      })),
    );
  return { problems, entry: { file, path: file, schema, parsed, valid }, readable };
}

/** What claims.md says, as far as other files need it: ids come from the raw data, so one broken claim does not make every reference unknown. */
export function indexClaims(data: unknown, today: Date): ClaimIndex {
  const raw = (data as Partial<ClaimsContent> | undefined)?.claims;
  const claims: ClaimIndex['claims'] = raw && typeof raw === 'object' ? raw : {};
  const stale = new Set(Object.keys(claims).filter((id) => isStale(String(claims[id]?.deadline ?? ''), today)));
  return { claims, stale };
}

/** The glossary's rules, when glossary.md passed its schema. */
export function glossaryOf(glossary: ReadFile | undefined): Glossary {
  const valid = glossary?.readable ? (glossary.entry?.valid as GlossaryContent | undefined) : undefined;
  return valid ? { terms: valid.terms, words: valid.words ?? [], apart: valid.apart ?? [] } : EMPTY_GLOSSARY;
}

/** site.md's title template with the company name filled in, when site.md passed its schema. */
export function titleTemplateOf(site: ReadFile | undefined): string {
  const valid = site?.readable ? (site.entry?.valid as Partial<SiteContent> | undefined) : undefined;
  if (!valid?.titleTemplate || !valid.company?.name) return '{page}';
  return valid.titleTemplate.replaceAll('{company}', valid.company.name);
}

/** claims.md's index, when it could be read. */
export const claimsOf = (claims: ReadFile | undefined, today: Date): ClaimIndex | null =>
  claims?.readable && claims.entry ? indexClaims(claims.entry.parsed.data, today) : null;

/** Second step: every rule of one read file that needs the claims, the glossary or the images. */
export function fileRules(read: ReadFile, { claims, glossary, images, today, titleTemplate }: FileContext): Problem[] {
  const { entry, readable } = read;
  if (!entry) return [];
  const { file, parsed } = entry;
  const isClaims = file === CLAIMS_FILE;
  const targets = claims ? targetIds(claims.claims, today) : undefined;
  const problems: Problem[] = [];
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
        leaf.kind === 'claim' ? checkClaimRef(leaf.value, undefined, claims) : checkClaimText(leaf.value, claims);
      for (const finding of findings)
        // A target's label naming its own deadline is not a second place where the target is stale;
        // elsewhere the expiry check (expiry.ts) speaks for an expired target, once per place.
        if (!(isClaims && finding.severity === 'warning') && !isStaleClaimWarning(finding))
          problems.push({ file, line: line(), field, ...finding });
    }
  }
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  if (readable)
    problems.push(
      ...checkBody(file, parsed.body, parsed.bodyLine, format, claims).filter((found) => !isStaleClaimWarning(found)),
    );
  if (targets && !isClaims && readable)
    problems.push(
      ...expiryProblems(
        file,
        parsed,
        entry.schema,
        entry.valid,
        claims?.claims ?? {},
        targets.expired,
        targets.targets,
      ),
    );

  if (isClaims && claims)
    for (const [id, claim] of Object.entries(claims.claims)) {
      const at = (field: string) => ({
        file,
        line: lineOfPath(parsed, ['claims', id, field]),
        field: `claims.${id}.${field}`,
      });
      if (claims.stale.has(id)) problems.push({ ...at('deadline'), message: staleClaim(id), severity: 'warning' });
      for (const finding of checkTargetLabel(id, claim)) problems.push({ ...at('label'), ...finding });
      for (const finding of checkClaimValue(claim)) problems.push({ ...at('value'), ...finding });
      // Said at the claim's own line: the field it lacks has no line yet.
      for (const finding of checkFigureBasis(id, claim))
        problems.push({ file, line: lineOfPath(parsed, ['claims', id]), field: `claims.${id}`, ...finding });
    }

  if (!readable) return problems;
  // A body nested too deep was not walked by the body check, and the copy checks' walks would overflow on it.
  const copy = problems.some((problem) => problem.message === BODY_TOO_DEEP)
    ? { ...entry, parsed: { ...parsed, body: '' } }
    : entry;
  // Copy checks read text as visitors do, figures filled in: without readable claims every sentence
  // with a figure would look wrong, so claims.md's own error stays the one message (issue 11).
  problems.push(...invisibleFields([copy]).map((found) => found.problem));
  // A body line the body check refused (a # heading, HTML) is one mistake: its typography is not judged too.
  const refused = new Set(
    [...read.problems, ...problems].filter((problem) => problem.field === BODY_FIELD).map((problem) => problem.line),
  );
  if (claims)
    problems.push(
      ...copyProblems([copy], claims.claims, glossary, titleTemplate).filter(
        (problem) => problem.field !== BODY_FIELD || !refused.has(problem.line),
      ),
    );
  return problems;
}

/** Last step: the code frame under each problem of one file (the line, one line of context, a marker). */
export function withFrames(problems: Problem[], source: string): Problem[] {
  const lines = source.split('\n');
  for (const problem of problems) {
    if (problem.frame) continue;
    const at = problem.spot ? (lines[problem.line - 1] ?? '').indexOf(problem.spot) : -1;
    if (problem.column === undefined && at > -1) {
      problem.column = at + 1 + (problem.offset ?? 0);
      problem.length ??= problem.spot?.length;
    }
    problem.frame = codeFrame(source, problem.line, problem.column, problem.length);
  }
  return problems;
}

/** The file's texts the rules of one file need, as the browser editor has them. */
export interface SiteTexts {
  /** content/claims.md as it is. */
  claims: string;
  /** content/glossary.md as it is. */
  glossary: string;
  /** content/site.md as it is (the page titles' template and company name). */
  site: string;
  /** File names in content/images/. */
  images: readonly string[];
  today: Date;
}

/** The context of every file, from the texts of claims.md and glossary.md. */
export function contextOf({ claims, glossary, site, images, today }: SiteTexts): FileContext {
  const read = (file: string, text: string) =>
    readContentFile(file, text, CONTENT_FILES[file.replace(/^content\//, '')] as z.ZodType, images);
  return {
    claims: claimsOf(read(CLAIMS_FILE, claims), today),
    glossary: glossaryOf(read(GLOSSARY_FILE, glossary)),
    images,
    today,
    titleTemplate: titleTemplateOf(read(SITE_FILE, site)),
  };
}

/**
 * The whole per-file check of one content file's text (`content/pages/homePage.mdx`), sorted by
 * line: what `npm run content:check` reports for that file, given the same claims, glossary and images.
 */
export function checkFile(file: string, text: string, context: FileContext): Problem[] {
  const schema = CONTENT_FILES[file.replace(/^content\//, '')];
  if (!schema) return [];
  const read = readContentFile(file, text, schema, context.images);
  if (!read.entry) return read.problems;
  // claims.md is judged by what it says now, not by the copy the context was made from.
  const own = file === CLAIMS_FILE ? { ...context, claims: claimsOf(read, context.today) } : context;
  const problems = [...read.problems, ...fileRules(read, own)];
  return withFrames(problems, read.entry.parsed.source).sort((a, b) => a.line - b.line);
}

/** The field a warning sits on, named by the key written on its line. */
function fieldAtLine(source: string, line: number): string {
  const text = source.split('\n')[line - 1] ?? '';
  return /^\s*(?:-\s+)?([A-Za-z]\w*):/.exec(text)?.[1] ?? YAML_FIELD;
}
