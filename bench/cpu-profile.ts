// Summarises `node --cpu-prof` profiles: the share of each package (node_modules/<name>, workspace
// package, node internals, GC, idle), the functions with the most self time, and those with the
// most total time (their own plus everything they called: which step of a request costs what), so
// a profile names its hot spots without a flame-graph viewer.
// Usage: tsx cpu-profile.ts <file|dir> [top]
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  totalMs: number;
  functions: { name: string; where: string; selfMs: number; share: number }[];
  packages: { name: string; selfMs: number; share: number }[];
  /** By total time: a function counted once per sample that has it on its stack. */
  totals: { name: string; where: string; totalMs: number; share: number }[];
};

/** node_modules/.pnpm/<pkg>/node_modules/<name>/… -> name; apps|packages/<name>/… -> @veloforge/name. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.split('/node_modules/');
  if (modules.length > 1) {
    const rest = modules.at(-1)!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const workspace = /\/(apps|packages)\/([^/]+)\//.exec(url);
  return workspace ? `@veloforge/${workspace[2]}` : url;
}

function frameOf(node: ProfileNode) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '')}:${lineNumber + 1}`
    : '';
  return { key: `${functionName}@${where}`, name: functionName || '(anonymous)', where };
}

/** Total time per function over the samples; recursion counts once per sample. */
function totalsOf(profile: CpuProfile, byId: Map<number, ProfileNode>) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, { name: string; where: string; us: number }>();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameOf(byId.get(at)!);
      if (frame.name === '(root)' || seen.has(frame.key)) continue;
      seen.add(frame.key);
      const entry = totals.get(frame.key) ?? { name: frame.name, where: frame.where, us: 0 };
      entry.us += us;
      totals.set(frame.key, entry);
    }
  });
  return [...totals.values()];
}

export function summarise(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, { name: string; where: string; us: number }>();
  const packages = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const { functionName, url } = node.callFrame;
    const { key, name, where } = frameOf(node);
    const entry = functions.get(key) ?? { name, where, us: 0 };
    entry.us += us;
    functions.set(key, entry);
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const share = (us: number) => us / totalUs;
  return {
    totalMs: totalUs / 1000,
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, selfMs: f.us / 1000, share: share(f.us) })),
    packages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: us / 1000, share: share(us) })),
    totals: totalsOf(profile, byId)
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, totalMs: f.us / 1000, share: share(f.us) })),
  };
}

export async function printProfile(file: string, top = 25) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const summary = summarise(profile, top);
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(`\n${file}: ${(summary.totalMs / 1000).toFixed(1)} s sampled`);
  console.table(summary.packages.map((p) => ({ package: p.name, self: pct(p.share) })));
  console.table(
    summary.functions.map((f) => ({ function: f.name, where: f.where, self: pct(f.share) })),
  );
  console.table(
    summary.totals.map((f) => ({ function: f.name, where: f.where, total: pct(f.share) })),
  );
}

if (import.meta.filename === process.argv[1]) {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: tsx cpu-profile.ts <profile.cpuprofile | directory> [top]');
  const top = Number(process.argv[3] ?? 25);
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target))
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(target, f))
    : [target];
  for (const file of files) await printProfile(file, top);
}
