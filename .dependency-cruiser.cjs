/**
 * The house's arrows (CONTRIBUTING.md, "How the code is laid out"): each room of src/ and
 * scripts/ may import only the rooms listed for it, and no file may import itself back through
 * others, type-only imports included. `npm run lint:house` (part of `npm test`) checks it.
 */
const room = (path) => `^${path}/`;
/** Each room: the rooms it may import, and why no other (the rule's comment; the error names the rule). */
const SRC_BELOW = {
  content: [[], 'the content model is the ground floor: the site, the check, the editor and the tools all read it'],
  check: [['src/content'], 'the check judges content; the site and the editor call it, never the other way'],
  preview: [['src/content'], 'preview marks decorate pages; they know content, not the check, the site or the editor'],
  site: [['src/content', 'src/preview'], "visitor pages must not carry the editor's, the check's or a tool's code"],
  editor: [['src/content', 'src/check', 'src/preview', 'src/site'], 'the top floor: nothing in src/ imports it'],
};
const TOOLS = ['deploy', 'ci', 'review', 'bench', 'cli', 'docs'];
const TOOL_RULE = [
  ['src', 'scripts/build', 'scripts/nginx', 'scripts/shared'],
  'no two tools import each other: a piece two tools need moves down to scripts/build, scripts/nginx or scripts/shared',
];
const SCRIPTS_BELOW = {
  shared: [[], 'shared helpers are the ground floor of scripts/'],
  nginx: [
    ['src/content', 'scripts/shared'],
    'the server configuration is shared by deploy, bench and the tests; it needs no tool',
  ],
  build: [['src', 'scripts/nginx', 'scripts/shared'], 'the build is what every tool runs; it must not depend on one'],
  ...Object.fromEntries(TOOLS.map((tool) => [tool, TOOL_RULE])),
};

/** A rule per room: importing any room of src/ or scripts/ not listed for it is forbidden. */
function roomRules(top, below) {
  return Object.entries(below).map(([name, [allowed, why]]) => ({
    name: `${top}/${name} imports only ${[`${top}/${name}`, ...allowed].join(', ')}`,
    comment: `${why} (${top}/${name}/README.md).`,
    severity: 'error',
    from: { path: room(`${top}/${name}`) },
    to: {
      path: '^(src|scripts)/',
      pathNot: [room(`${top}/${name}`), ...allowed.map(room)],
    },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other in a loop (type-only imports too): move the shared part into its own file.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { circular: true },
    },
    ...roomRules('src', SRC_BELOW),
    ...roomRules('scripts', SCRIPTS_BELOW),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router|tests|review|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
