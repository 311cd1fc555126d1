/**
 * A CPU profile of this process over one stretch of work (node:inspector, so only the load is in
 * it, not start-up), summarised: self time by function and by package or source folder, and the
 * time under chosen functions (inclusive). V8 samples wall time on the main thread: `(idle)` is
 * the event loop waiting, and a syscall (`writev`) includes any time the process was not running
 * while in it — on a loaded machine, read those two as wall time, not CPU.
 */
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function profiled<T>(work: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    const result = await work();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    return { result, profile };
  } finally {
    session.disconnect();
  }
}

/** A function's name and where it is, node_modules and the repository's root cut off. */
const nameOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame'], root: string) => {
  const where = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(root, '');
  return where ? `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}` : functionName;
};
/** What a function belongs to: its package, its source folder, or Node's own code. */
const ownerOf = ({ functionName, url }: ProfileNode['callFrame'], root: string) => {
  if (!url) return functionName;
  if (url.startsWith('node:')) return 'node (internal)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  return url.replace(/^file:\/\//, '').replace(root, '').split('/').slice(0, -1).join('/');
};

export interface ProfileSummary {
  sampledMs: number;
  /** Percent of the sampled time, highest first. */
  selfByFunction: [string, number][];
  selfByOwner: [string, number][];
  inclusive: [string, number][];
}

/** Self time per function and per owner (top `top`), and inclusive time of the functions whose name matches `inclusive`. */
export function summariseProfile(profile: Profile, root: string, top = 25, inclusive?: RegExp): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const selfOf = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    selfOf.set(id, (selfOf.get(id) ?? 0) + profile.timeDeltas[i]);
    total += profile.timeDeltas[i];
  });
  const add = (map: Map<string, number>, key: string, t: number) => map.set(key, (map.get(key) ?? 0) + t);
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const under = new Map<string, number>();
  for (const [id, t] of selfOf) {
    const frame = byId.get(id)!.callFrame;
    add(byFunction, nameOf(frame, root), t);
    add(byOwner, ownerOf(frame, root), t);
    if (!inclusive) continue;
    // Each matching function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = nameOf(byId.get(at)!.callFrame, root);
      if (!inclusive.test(name) || seen.has(name)) continue;
      seen.add(name);
      add(under, name, t);
    }
  }
  const ranked = (map: Map<string, number>, n: number): [string, number][] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => [name, Math.round((1000 * t) / total) / 10]);
  return { sampledMs: Math.round(total / 1000), selfByFunction: ranked(byFunction, top), selfByOwner: ranked(byOwner, top), inclusive: ranked(under, top) };
}
