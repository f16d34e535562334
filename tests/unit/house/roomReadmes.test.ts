/**
 * Each room's README says which rooms it may import (CONTRIBUTING.md, "How the code is laid out"); the
 * rule that holds it is in .dependency-cruiser.cjs. A newcomer reads the README, so the two must agree:
 * a rule widened or narrowed without its README would teach the wrong arrow.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(resolve(REPO, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string }[];
};

/** `src/site imports only src/site, src/content, src/preview` → the room and what else it may import. */
const RULES = config.forbidden.flatMap(({ name }) => {
  const [, room = '', list = ''] = /^(\S+) imports only (.+)$/.exec(name) ?? [];
  return room ? [{ room, allowed: list.split(', ').filter((other) => other !== room) }] : [];
});

/** The rooms named in the README's `May import:` sentence, before any `;` or parenthesis. */
function readmeAllows(room: string): string[] {
  const line = /^May import: (.*)$/m.exec(readFileSync(resolve(REPO, room, 'README.md'), 'utf8'))?.[1];
  if (line === undefined) throw new Error(`${room}/README.md has no "May import:" line`);
  const claim = line.replace(/\([^)]*\)/g, '').split(/;|\. /)[0] ?? '';
  if (/^nothing\b/.test(claim)) return [];
  return [...claim.matchAll(/\b(?:src|scripts)(?:\/\w+)?\b/g)].map(([name]) => name);
}

test('every room of the rules has a README', () => {
  expect(RULES.map((rule) => rule.room)).toEqual(expect.arrayContaining(['src/site', 'scripts/deploy']));
  expect(RULES.length).toBeGreaterThanOrEqual(14);
});

test.each(RULES.map(({ room, allowed }) => [room, allowed] as const))(
  '%s/README.md names the rooms its rule allows',
  (room, allowed) => expect(readmeAllows(room).sort()).toEqual([...allowed].sort()),
);
