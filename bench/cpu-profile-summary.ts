// Summarises a V8 .cpuprofile (node --cpu-prof): self and inclusive time by package and by function,
// as shares of the busy (non-idle) time. Usage: npx tsx bench/cpu-profile-summary.ts FILE.cpuprofile [TOP]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IDLE = new Set(['(idle)', '(root)']);

/** Which package a frame belongs to: an npm package, one of Overlook's folders, node's internals, or V8's pseudo-frames. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node:' + (url.startsWith('node:internal') ? 'internal' : url.slice(5).split('/')[0]);
  const path = url.replace(/^file:\/\//, '');
  if (path.startsWith(ROOT)) return `overlook/${path.slice(ROOT.length).split('/')[0]}`;
  return url;
}

function functionOf(frame: CallFrame): string {
  const where = frame.url
    ? `${frame.url
        .replace(/^file:\/\//, '')
        .replace(ROOT, '')
        .replace(/.*node_modules\//, '')}:${frame.lineNumber + 1}`
    : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
}

export interface Summary {
  busyMs: number;
  totalMs: number;
  selfByPackage: [string, number][];
  inclusiveByPackage: [string, number][];
  selfByFunction: [string, number][];
  inclusiveByFunction: [string, number][];
}

/**
 * Self and inclusive time of the busy samples; `window` (microseconds on the profile's monotonic
 * clock, the one process.hrtime reads) keeps only the samples taken inside it.
 */
export function summarise(profile: CpuProfile, window?: { from: number; to: number }): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const selfPkg = new Map<string, number>();
  const inclPkg = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const inclFn = new Map<string, number>();
  let busy = 0;
  let total = 0;
  let at = profile.startTime;
  const inside = window && profile.startTime <= window.to && profile.endTime >= window.from;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (inside && (at < window.from || at > window.to)) return;
    // timeDeltas[i] is the time before sample i; the sample stands for the next interval.
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const leaf = byId.get(id)!;
    if (IDLE.has(leaf.callFrame.functionName)) return;
    busy += ms;
    add(selfPkg, packageOf(leaf.callFrame), ms);
    add(selfFn, functionOf(leaf.callFrame), ms);
    const packages = new Set<string>();
    const functions = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      if (node.callFrame.functionName === '(root)') break;
      packages.add(packageOf(node.callFrame));
      functions.add(functionOf(node.callFrame));
    }
    for (const p of packages) add(inclPkg, p, ms);
    for (const f of functions) add(inclFn, f, ms);
  });
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    busyMs: busy,
    totalMs: total,
    selfByPackage: top(selfPkg),
    inclusiveByPackage: top(inclPkg),
    selfByFunction: top(selfFn),
    inclusiveByFunction: top(inclFn),
  };
}

export function printSummary(title: string, summary: Summary, count = 15): void {
  const pct = (ms: number) => `${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)}%`;
  console.log(
    `\n## ${title}: ${(summary.busyMs / 1000).toFixed(1)} s busy of ${(summary.totalMs / 1000).toFixed(1)} s sampled (${((100 * summary.busyMs) / summary.totalMs).toFixed(0)}% of one core)`,
  );
  const section = (name: string, rows: [string, number][]) => {
    console.log(`\n${name} (share of busy time)`);
    for (const [key, ms] of rows.slice(0, count)) console.log(`  ${pct(ms)}  ${key}`);
  };
  section('self time by package', summary.selfByPackage);
  section('inclusive time by package', summary.inclusiveByPackage);
  section('self time by function', summary.selfByFunction);
  section('inclusive time by function', summary.inclusiveByFunction);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx bench/cpu-profile-summary.ts FILE.cpuprofile [TOP]');
    process.exit(2);
  }
  printSummary(file, summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile), Number(top ?? 15));
}
