import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldReference } from '../../src/content/fieldReference';

describe('docs/字段说明.md (the editors’ field reference)', () => {
  it('is up to date with the schemas: run `npm run docs:fields` after changing a schema', () => {
    expect(readFileSync('docs/字段说明.md', 'utf8')).toBe(fieldReference());
  });

  it('describes every field', () => {
    const undescribed = fieldReference()
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .filter((line) => line.split('|')[4]?.trim() === '');
    expect(undescribed).toEqual([]);
  });

  it('lists the fields of every content file kind, e.g. the hotline number with its example', () => {
    const reference = fieldReference();
    expect(reference).toContain('## content/site.md');
    expect(reference).toContain('## content/pages/supplierEn.mdx、content/pages/seviceProvide.mdx');
    expect(reference).toMatch(/\| `hotline\.number` \| 电话 \| 必填 \| .+ \| `400-000-0000` \|/);
  });
});
