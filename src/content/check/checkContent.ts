import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { isStale, splitClaimRefs } from '../claimRefs';
import { CONTENT_FILES, IMAGES_DIR } from '../collections';
import { leaves, metaOf, schemaAt } from '../schemaWalk';
import type { ClaimsContent } from '../schemas/claims';
import { checkBody } from './checkBody';
import { copyProblems } from './copyChecks';
import { issueMessage, staleClaim, unknownClaim } from './messages';
import { lineOfPath, parseFile, type ParsedFile } from './parseFile';
import { formatPath, type Problem } from './problem';

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
}

/** Reads every content file and reports every problem of the run together. */
export function checkContent({ root, today = new Date() }: CheckOptions): ContentReport {
  const contentDir = join(root, 'content');
  const problems: Problem[] = [];
  const rel = (path: string) => relative(root, path).split('\\').join('/');

  for (const path of listFiles(contentDir)) {
    const key = relative(contentDir, path).split('\\').join('/');
    if (!(key in CONTENT_FILES) && !key.startsWith(`${IMAGES_DIR}/`) && !key.endsWith('README.md'))
      problems.push({
        file: rel(path),
        line: 1,
        field: '(文件 file)',
        message: `不认识的内容文件，页面文件名应与路由名一致，例如 pages/contactUs.mdx (unknown content file)`,
        severity: 'error',
      });
  }

  const loaded: Loaded[] = [];
  for (const [key, schema] of Object.entries(CONTENT_FILES)) {
    const path = join(contentDir, key);
    const file = rel(path);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push({
        file,
        line: 1,
        field: '(文件 file)',
        message: '缺少这个内容文件 (file is missing)',
        severity: 'error',
      });
      continue;
    }
    const parsed = parseFile(readFileSync(path, 'utf8'));
    for (const error of parsed.yamlErrors)
      problems.push({
        file,
        line: error.line,
        field: '(YAML)',
        message: `YAML 语法错误：${error.message}（检查缩进、冒号后的空格和引号）(YAML syntax error)`,
        severity: 'error',
      });
    let valid: unknown;
    if (!parsed.yamlErrors.length) {
      const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
      if (result.success) valid = result.data;
      else problems.push(...result.error.issues.flatMap((issue) => issueProblems(file, parsed, schema, issue)));
    }
    loaded.push({ file, path, schema, parsed, valid });
  }

  const claimsFile = loaded.find((entry) => entry.file.endsWith('content/claims.md'));
  // Ids come from the raw data, so one broken claim does not make every reference unknown.
  const rawClaims = (claimsFile?.parsed.data as Partial<ClaimsContent> | undefined)?.claims;
  const claims = rawClaims && typeof rawClaims === 'object' ? rawClaims : {};
  const claimIds = new Set(Object.keys(claims));
  // With claims.md itself broken, its own error is the one to fix; every reference being "unknown" is noise.
  const claimsReadable = claimIds.size > 0;
  const stale = new Set(Object.keys(claims).filter((id) => isStale(String(claims[id]?.deadline ?? ''), today)));

  for (const entry of loaded) {
    const { file, parsed } = entry;
    if (entry.valid !== undefined) {
      for (const leaf of leaves(entry.schema, entry.valid)) {
        const line = () => lineOfPath(parsed, leaf.path);
        const field = formatPath(leaf.path);
        if (
          leaf.kind === 'image' &&
          typeof leaf.value === 'string' &&
          !existsSync(join(contentDir, IMAGES_DIR, leaf.value))
        )
          problems.push({
            file,
            line: line(),
            field,
            message: `找不到图片文件 "${leaf.value}"，请放到 content/${IMAGES_DIR}/ (image file not found)`,
            severity: 'error',
          });
        if (typeof leaf.value !== 'string') continue;
        // A claim is referenced either as a whole field (`figures: [staff]`) or inside text (`{{staff}}`).
        const ids =
          leaf.kind === 'claim'
            ? [leaf.value]
            : splitClaimRefs(leaf.value).flatMap((part) => (part.kind === 'claim' ? [part.id] : []));
        for (const id of ids) {
          if (!claimIds.has(id))
            problems.push({ file, line: line(), field, message: unknownClaim(id), severity: 'error' });
          else if (stale.has(id)) problems.push(staleWarning(file, line(), field, id));
        }
      }
    }
    const format = entry.path.endsWith('.mdx') ? 'mdx' : 'md';
    problems.push(...checkBody(file, parsed.body, parsed.bodyLine, format, claimsReadable ? claimIds : null, stale));
  }

  if (claimsFile)
    for (const id of stale)
      problems.push(
        staleWarning(
          claimsFile.file,
          lineOfPath(claimsFile.parsed, ['claims', id, 'deadline']),
          `claims.${id}.deadline`,
          id,
        ),
      );

  problems.push(...copyProblems(loaded, claims));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const valid = new Map(
    loaded
      .filter((entry) => entry.valid !== undefined)
      .map((entry) => [entry.file, { schema: entry.schema, data: entry.valid }]),
  );
  return { problems, valid };
}

function staleWarning(file: string, line: number, field: string, id: string): Problem {
  return {
    file,
    line,
    field,
    message: staleClaim(id),
    severity: 'warning',
  };
}

function issueProblems(file: string, parsed: ParsedFile, schema: z.ZodType, issue: z.core.$ZodIssue): Problem[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      file,
      line: lineOfPath(parsed, issue.path, key),
      field: formatPath([...issue.path, key]),
      message: `未知字段，请检查拼写；这里可用的字段见 docs/字段说明.md (unknown field)`,
      severity: 'error' as const,
    }));
  const fieldSchema = schemaAt(schema, issue.path);
  const kind = fieldSchema ? metaOf(fieldSchema).kind : undefined;
  return [
    {
      file,
      line: lineOfPath(parsed, issue.path),
      field: formatPath(issue.path),
      message: issueMessage(issue, kind),
      severity: 'error',
    },
  ];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
