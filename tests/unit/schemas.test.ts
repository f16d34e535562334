import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { CONTENT_FILES } from '../../src/content/collections';
import { businessIntroSchema } from '../../src/content/schemas/businessIntro';
import { claimsSchema } from '../../src/content/schemas/claims';
import { contactUsSchema } from '../../src/content/schemas/contactUs';
import { documentSchema } from '../../src/content/schemas/document';
import { homePageSchema } from '../../src/content/schemas/homePage';
import { notFoundSchema } from '../../src/content/schemas/notFound';
import { recruitmentSchema } from '../../src/content/schemas/recruitment';
import { siteSchema, type SiteContent } from '../../src/content/schemas/site';
import { glossarySchema } from '../../src/content/schemas/glossary';
import { seviceProvideSchema, supplierEnSchema } from '../../src/content/schemas/textPage';
import { LIST_RANGES } from '../../src/content/schemas/listRanges';
import { REAL_CONTENT } from './helpers/contentFixture';

interface SchemaCase {
  file: string;
  schema: z.ZodType;
  /**
   * One representative mistake: the value written at `path` (undefined removes the field),
   * reported at `path`, or at `reportedAt` (an unknown key is reported on the object holding it).
   */
  invalid: { path: (string | number)[]; value: unknown; why: string; reportedAt?: (string | number)[] };
}

const CASES: SchemaCase[] = [
  {
    file: 'site.md',
    schema: siteSchema,
    invalid: { path: ['hotline', 'number'], value: '请拨打热线', why: 'a phone number that is not digits' },
  },
  {
    file: 'claims.md',
    schema: claimsSchema,
    invalid: {
      path: ['claims', 'Bad-Id'],
      value: { value: '1', label: '数' },
      why: 'a claim id with a capital and a hyphen',
    },
  },
  {
    file: 'glossary.md',
    schema: glossarySchema,
    invalid: { path: ['terms', 0, 'avoid'], value: [], why: 'a term with no variant to avoid' },
  },
  {
    file: 'pages/notFound.md',
    schema: notFoundSchema,
    invalid: { path: ['heading'], value: '   ', why: 'a heading of spaces only' },
  },
  {
    file: 'pages/contactUs.mdx',
    schema: contactUsSchema,
    invalid: { path: ['hotlineTitel'], value: '服务热线', why: 'a misspelt key', reportedAt: [] },
  },
  {
    file: 'pages/supplierEn.mdx',
    schema: supplierEnSchema,
    invalid: { path: ['backLink'], value: undefined, why: 'a missing back link' },
  },
  {
    file: 'pages/seviceProvide.mdx',
    schema: seviceProvideSchema,
    invalid: { path: ['lead'], value: ['一段'], why: 'a list where text is expected' },
  },
  {
    file: 'pages/homePage.mdx',
    schema: homePageSchema,
    invalid: { path: ['statements'], value: [], why: 'no statements instead of four' },
  },
  {
    file: 'pages/businessIntro.mdx',
    schema: businessIntroSchema,
    invalid: { path: ['sections', 0, 'anchor'], value: 'Travel Agency', why: 'an anchor with capitals and a space' },
  },
  {
    file: 'pages/recruitment.mdx',
    schema: recruitmentSchema,
    invalid: { path: ['supplier', 'contact', 'qr'], value: 'weixin://contact', why: 'a QR target that is not http(s)' },
  },
  {
    file: 'pages/document.mdx',
    schema: documentSchema,
    invalid: { path: ['frame', 'url'], value: 'javascript:alert(1)', why: 'a javascript: frame address' },
  },
];

const frontmatter = (file: string) => parseFile(readFileSync(join(REAL_CONTENT, file), 'utf8')).data;

/** A copy of `data` with `value` written at `path`. */
function withValue(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return copy;
}

describe('content schemas', () => {
  it('cover every content file with the schema the check uses', () => {
    expect(CASES.map(({ file }) => file).sort()).toEqual(Object.keys(CONTENT_FILES).sort());
    for (const { file, schema } of CASES) expect(schema, file).toBe(CONTENT_FILES[file]);
  });

  describe.each(CASES)('$file', ({ file, schema, invalid }) => {
    it('the real frontmatter parses', () => {
      const result = schema.safeParse(frontmatter(file));
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it(`rejects ${invalid.why}`, () => {
      const result = schema.safeParse(withValue(frontmatter(file), invalid.path, invalid.value));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([invalid.reportedAt ?? invalid.path]);
    });
  });

  it('types the hotline number as text', () => {
    expectTypeOf<SiteContent['hotline']['number']>().toEqualTypeOf<string>();
  });
});

describe('lists whose length is the editor choice hold a range', () => {
  const lists: { file: string; schema: z.ZodType; path: (string | number)[]; range: readonly [number, number] }[] = [
    { file: 'pages/homePage.mdx', schema: homePageSchema, path: ['statements'], range: LIST_RANGES.statements },
    {
      file: 'pages/homePage.mdx',
      schema: homePageSchema,
      path: ['business', 'cards'],
      range: LIST_RANGES.businessCards,
    },
    {
      file: 'pages/homePage.mdx',
      schema: homePageSchema,
      path: ['services', 'cards'],
      range: LIST_RANGES.serviceCards,
    },
    { file: 'site.md', schema: siteSchema, path: ['carousel', 'slides'], range: LIST_RANGES.slides },
    { file: 'pages/businessIntro.mdx', schema: businessIntroSchema, path: ['sections'], range: LIST_RANGES.sections },
    {
      file: 'pages/recruitment.mdx',
      schema: recruitmentSchema,
      path: ['reasons', 'items'],
      range: LIST_RANGES.iconCards,
    },
    {
      file: 'pages/recruitment.mdx',
      schema: recruitmentSchema,
      path: ['support', 'items'],
      range: LIST_RANGES.iconCards,
    },
    { file: 'pages/recruitment.mdx', schema: recruitmentSchema, path: ['process', 'steps'], range: LIST_RANGES.steps },
    {
      file: 'pages/recruitment.mdx',
      schema: recruitmentSchema,
      path: ['supplier', 'items'],
      range: LIST_RANGES.conditions,
    },
  ];
  const withLength = (data: unknown, path: (string | number)[], length: number) => {
    const copy = structuredClone(data) as Record<string, unknown>;
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    const key = path.at(-1) as string;
    const items = parent[key] as unknown[];
    parent[key] = Array.from({ length }, (_, index) => items[index % items.length]);
    return copy;
  };

  for (const { file, schema, path, range } of lists)
    it(`${file} ${path.join('.')}: ${range[0]}–${range[1]} items`, () => {
      const data = parseFile(readFileSync(join(REAL_CONTENT, file), 'utf8')).data;
      expect(schema.safeParse(withLength(data, path, range[0])).success).toBe(true);
      expect(schema.safeParse(withLength(data, path, range[1])).success).toBe(true);
      expect(schema.safeParse(withLength(data, path, range[1] + 1)).success).toBe(false);
      if (range[0] > 0) expect(schema.safeParse(withLength(data, path, range[0] - 1)).success).toBe(false);
    });
});
