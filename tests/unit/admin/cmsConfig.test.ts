import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UNCONFIRMED_WIDGET, type CmsField } from '../../../src/editor/config/cmsFields';
import { cmsCollections, EDITOR_COMPONENT_IDS } from '../../../src/editor/config/cmsConfig';
import { CONTENT_FILES } from '../../../src/content/collections';
import { defOf, metaOf, unwrap } from '../../../src/content/schemaWalk';
import { LIST_RANGES } from '../../../src/content/schemas/listRanges';

/** Every field an editor can fill, as `a.b`, `list[].c`, walking the zod schema. */
function schemaFields(schema: z.ZodType, path = ''): string[] {
  const def = defOf(unwrap(schema));
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => schemaFields(child, at(key)));
  if (def.type === 'array' && def.element) return schemaFields(def.element, `${path}[]`);
  if (def.type === 'record' && def.valueType) return [`${path}[].id`, ...schemaFields(def.valueType, `${path}[]`)];
  return [path];
}

/** The same, walking the generated widgets. */
function widgetFields(fields: CmsField[], path = ''): string[] {
  return fields.flatMap((field) => {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === 'object') return widgetFields(field.fields ?? [], at);
    if (field.widget === 'list' && field.fields) return widgetFields(field.fields, `${at}[]`);
    if (field.widget === 'list' && field.field) return [`${at}[]`];
    // The list of fields awaiting the company is a list of texts, shown as marks beside those fields.
    if (field.widget === 'unconfirmed') return [`${at}[]`];
    return [at];
  });
}

const files = cmsCollections().flatMap((collection) => collection.files);
const entry = (file: string) => files.find((candidate) => candidate.file === `content/${file}`);

describe('the editor configuration generated from the schemas', () => {
  it('makes every content file an entry', () => {
    expect(files.map((file) => file.file).sort()).toEqual(
      Object.keys(CONTENT_FILES)
        .map((file) => `content/${file}`)
        .sort(),
    );
  });

  it.each(Object.entries(CONTENT_FILES))(
    'gives every field of %s a widget, and no widget without a field',
    (file, schema) => {
      const widgets = widgetFields((entry(file)?.fields ?? []).filter((field) => field.name !== 'body'));
      expect(widgets).toEqual(schemaFields(schema));
    },
  );

  it('uses only widgets the editor registers', () => {
    // decap.ts assembles Decap from its widget packages; a widget it lacks leaves its field without a control
    // ("No control for widget 'select'"): a claim's kind, once a menu, had none after the assembly.
    const assembly = readFileSync('src/editor/decap.ts', 'utf8');
    const registered = new Set([
      ...[...assembly.matchAll(/from 'decap-cms-widget-(\w+)'/g)].map((match) => match[1]),
      'markdown',
      UNCONFIRMED_WIDGET,
    ]);
    const used = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        field.widget,
        ...used(field.fields ?? []),
        ...(field.field ? used([field.field]) : []),
      ]);
    expect(
      [...new Set(files.flatMap((file) => used(file.fields)))].filter((widget) => !registered.has(widget)),
    ).toEqual([]);
  });

  it('labels every widget in Chinese', () => {
    const labels = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        field.label,
        ...labels(field.fields ?? []),
        ...(field.field ? labels([field.field]) : []),
      ]);
    const english = files.flatMap((file) => labels(file.fields)).filter((label) => !/[\u4e00-\u9fff]/.test(label));
    expect(english).toEqual([]);
  });

  it('keeps the list ranges as min and max', () => {
    const home = entry('pages/homePage.mdx')?.fields ?? [];
    const cards = home.find((field) => field.name === 'business')?.fields?.find((field) => field.name === 'cards');
    expect([cards?.min, cards?.max]).toEqual(LIST_RANGES.businessCards);
    const slides = entry('site.md')
      ?.fields.find((field) => field.name === 'carousel')
      ?.fields?.find((f) => f.name === 'slides');
    expect([slides?.min, slides?.max]).toEqual(LIST_RANGES.slides);
  });

  it('shows each collapsed item of a list of single values by its value, not by the same label for all', () => {
    const glossary = entry('glossary.md')?.fields ?? [];
    const avoid = glossary.find((field) => field.name === 'terms')?.fields?.find((field) => field.name === 'avoid');
    expect(avoid?.field?.name).toBeDefined();
    expect(avoid?.summary).toBe(`{{fields.${avoid?.field?.name}}}`);
  });

  it('shows no file’s list of fields awaiting the company as paths to type: it is the 已确认 widget', () => {
    const unconfirmed = files.flatMap((file) => file.fields.filter((field) => field.name === 'unconfirmed'));
    // Every file but the glossary, which no page shows.
    expect(unconfirmed.length).toBe(files.length - 1);
    for (const field of unconfirmed)
      expect(field).toEqual({ name: 'unconfirmed', label: field.label, widget: 'unconfirmed', required: false });
  });

  it('picks figures by claim id from claims.md and images from content/images/', () => {
    const intro = entry('pages/homePage.mdx')?.fields.find((field) => field.name === 'intro');
    const figures = intro?.fields?.find((field) => field.name === 'figures');
    expect(figures?.field).toMatchObject({
      widget: 'relation',
      collection: 'claims',
      file: 'claims',
      value_field: 'claims.*.id',
    });
    const cards = entry('pages/homePage.mdx')?.fields.find((field) => field.name === 'business')?.fields?.[3];
    expect(cards?.fields?.find((field) => field.name === 'image')).toMatchObject({
      widget: 'image',
      choose_url: false,
    });
    expect(metaOf(unwrap(CONTENT_FILES['site.md'] as z.ZodType)).description).toBeDefined();
  });

  it('offers an MDX body only where the page shows it, with Claim, Note and Conditions as the only blocks', () => {
    const withBody = files
      .filter((file) => file.fields.some((field) => field.name === 'body'))
      .map((file) => file.file);
    expect(withBody).toEqual(['content/pages/supplierEn.mdx', 'content/pages/seviceProvide.mdx']);
    expect(entry('pages/supplierEn.mdx')?.fields.at(-1)).toMatchObject({
      widget: 'markdown',
      editor_components: ['claim', 'note', 'conditions'],
    });
    expect(EDITOR_COMPONENT_IDS).toEqual(['claim', 'note', 'conditions']);
  });

  it('names where each typed field and list has its schema, so the editor judges them by the content check', () => {
    const home = entry('pages/homePage.mdx')?.fields ?? [];
    const business = home.find((field) => field.name === 'business');
    const cards = business?.fields?.find((field) => field.name === 'cards');
    expect(cards?.content_check).toBe('pages/homePage.mdx:business.cards');
    expect(cards?.fields?.find((field) => field.name === 'summary')?.content_check).toBe(
      'pages/homePage.mdx:business.cards.*.summary',
    );
    // Pickers and images are not typed; the claims list stands for a keyed map, its `id` for the key.
    expect(cards?.fields?.find((field) => field.name === 'image')?.content_check).toBeUndefined();
    const claims = entry('claims.md')?.fields.find((field) => field.name === 'claims');
    expect(claims?.content_check).toBeUndefined();
    expect(claims?.fields?.find((field) => field.name === 'id')?.content_check).toBeUndefined();
    expect(claims?.fields?.find((field) => field.name === 'label')?.content_check).toBe('claims.md:claims.*.label');
  });
});
