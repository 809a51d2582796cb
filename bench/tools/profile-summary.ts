// Summarizes a V8 .cpuprofile (from `npm run bench -- --cpu-prof DIR`): the
// functions with the most self time, and the source files with the most
// inclusive time, so a run shows where the time goes without a flame-graph viewer.
// Usage: node --import tsx bench/tools/profile-summary.ts FILE.cpuprofile [top]
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: profile-summary.ts FILE.cpuprofile [top]\n');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm:')
    .replace(/.*\/main\//, '');
const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const selfByLabel = new Map<string, number>();
const inclusiveByFile = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  selfByLabel.set(label(n), (selfByLabel.get(label(n)) ?? 0) + us);
  // Inclusive per file: count each file once per sample's stack.
  const files = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const url = byId.get(cur)!.callFrame.url;
    if (url) files.add(short(url).replace(/:.*$/, ''));
  }
  for (const f of files) inclusiveByFile.set(f, (inclusiveByFile.get(f) ?? 0) + us);
}

const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5) + '%';
process.stdout.write(`total ${(total / 1e6).toFixed(2)} s sampled\n\nself time:\n`);
for (const [l, us] of [...selfByLabel].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${pct(us)}  ${l}\n`);
process.stdout.write('\ninclusive time by file:\n');
for (const [f, us] of [...inclusiveByFile].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${pct(us)}  ${f}\n`);

// Where the heaviest native/library leaves are called from: the nearest frame in src/.
process.stdout.write('\nheaviest leaves by nearest src/ caller:\n');
const byCaller = new Map<string, number>();
for (const [id, us] of self) {
  const leaf = byId.get(id)!;
  if (!leaf.callFrame.url.includes('node_modules')) continue;
  let cur: number | undefined = id;
  let caller = '(no src caller)';
  while (cur !== undefined) {
    const n = byId.get(cur)!;
    if (n.callFrame.url.includes('/src/')) {
      caller = label(n);
      break;
    }
    cur = parent.get(cur);
  }
  const key = `${leaf.callFrame.functionName || '(anonymous)'} <- ${caller}`;
  byCaller.set(key, (byCaller.get(key) ?? 0) + us);
}
for (const [l, us] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${pct(us)}  ${l}\n`);
