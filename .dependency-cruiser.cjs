/**
 * The house's arrows (CONTRIBUTING.md, "How the code is laid out"): each room of src/ and
 * scripts/ may import only the rooms listed for it, and no file may import itself back through
 * others, type-only imports included. `npm run lint:house` (part of `npm test`) checks it.
 */
const room = (path) => `^${path}/`;
const SRC_BELOW = {
  content: [],
  check: ['src/content'],
  preview: ['src/content', 'src/check'],
  site: ['src/content', 'src/preview'],
  editor: ['src/content', 'src/check', 'src/preview', 'src/site'],
};
const SHARED_SCRIPTS = ['scripts/shared'];
const TOOLS = ['deploy', 'ci', 'review', 'bench', 'cli', 'docs'];
const SCRIPTS_BELOW = {
  shared: [],
  nginx: ['src/content', 'scripts/shared'],
  build: ['src', 'scripts/nginx', 'scripts/shared'],
  ...Object.fromEntries(TOOLS.map((tool) => [tool, ['src', 'scripts/build', 'scripts/nginx', ...SHARED_SCRIPTS]])),
};

/** A rule per room: importing any room of src/ or scripts/ not listed for it is forbidden. */
function roomRules(top, below) {
  return Object.entries(below).map(([name, allowed]) => ({
    name: `${top}/${name} imports only ${[`${top}/${name}`, ...allowed].join(', ')}`,
    comment: `${top}/${name}/README.md says which rooms it may use; move shared code down instead of importing up.`,
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
