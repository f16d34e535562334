/**
 * The allowed imports between the layers of src/ and the modules of scripts/ (the picture in CONTRIBUTING.md):
 * each may import only the ones listed for it, and no file may import itself back through others, type-only
 * imports included. Every package imported anywhere (src, scripts, tests, the root configs) is declared in
 * package.json and resolves. `npm run lint:imports` (part of `npm test`) checks it.
 */
const layer = (path) => `^${path}/`;
/** Each layer: the layers it may import, and why no other (the rule's comment; the error names the rule). */
const SRC_BELOW = {
  content: [[], 'the content model is the bottom layer: the site, the check, the editor and the tools all read it'],
  check: [['src/content'], 'the check judges content; the site and the editor call it, never the other way'],
  preview: [['src/content'], 'preview marks decorate pages; they know content, not the check, the site or the editor'],
  site: [['src/content', 'src/preview'], "visitor pages must not carry the editor's, the check's or a tool's code"],
  editor: [['src/content', 'src/check', 'src/preview', 'src/site'], 'the top layer: nothing in src/ imports it'],
};
const TOOLS = ['deploy', 'ci', 'review', 'bench', 'cli', 'docs'];
const TOOL_RULE = [
  ['src', 'scripts/build', 'scripts/nginx', 'scripts/shared'],
  'no two tools import each other: a piece two tools need moves down to scripts/build, scripts/nginx or scripts/shared',
];
const SCRIPTS_BELOW = {
  shared: [[], 'shared helpers are the bottom layer of scripts/'],
  nginx: [
    ['src/content', 'scripts/shared'],
    'the server configuration is shared by deploy, bench and the tests; it needs no tool',
  ],
  build: [['src', 'scripts/nginx', 'scripts/shared'], 'the build is what every tool runs; it must not depend on one'],
  ...Object.fromEntries(TOOLS.map((tool) => [tool, TOOL_RULE])),
};

/** A rule per layer: importing any layer of src/ or scripts/ not listed for it is forbidden. */
function layerRules(top, below) {
  return Object.entries(below).map(([name, [allowed, why]]) => ({
    name: `${top}/${name} imports only ${[`${top}/${name}`, ...allowed].join(', ')}`,
    comment: `${why} (${top}/${name}/README.md).`,
    severity: 'error',
    from: { path: layer(`${top}/${name}`) },
    to: {
      path: '^(src|scripts)/',
      pathNot: [layer(`${top}/${name}`), ...allowed.map(layer)],
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
    ...layerRules('src', SRC_BELOW),
    ...layerRules('scripts', SCRIPTS_BELOW),
    {
      name: 'gray-matter only in the one reader',
      comment:
        'gray-matter\'s default engines evaluate `---js` front matter: only src/content/frontmatter/read.ts, which refuses every engine but YAML, may use it (docs/architecture.md, "Content is data").',
      severity: 'error',
      from: { pathNot: '^src/content/frontmatter/read\\.ts$' },
      to: { path: '^node_modules/gray-matter/' },
    },
    {
      name: 'no-non-package-json',
      comment:
        'A package imported but not declared in package.json works only while another package happens to pull it in: declare it, with its exact version.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file: a typo, a moved file, or a package that is not installed.',
      severity: 'error',
      from: {},
      // virtual:… modules are made by the build's Vite plugins (scripts/build/vite), not files.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but not excluded either: excluding it would hide every import of a package
    // from the package rules below.
    exclude: { path: '^(build|\\.react-router|review|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
