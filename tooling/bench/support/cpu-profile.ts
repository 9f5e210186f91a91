// A CPU profile of the API process over a benchmark's measured window: operations the benchmark runs inside the
// API process (see ApiExtension in api-process.ts), `startProfile` and `stopProfile({ file? })`, and `topItems`
// to summarise what it caught. The file is a .cpuprofile (open it in Chrome DevTools); profiling slows the API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { ApiExtension, ExtensionOperations } from './api-process.ts';

export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** The profiler as an extension of a child API process (`startChildApi(options, CPU_PROFILER)`). */
export const CPU_PROFILER: ApiExtension = { module: import.meta.filename, name: 'cpuProfileOperations' };

/** `stopProfile` answers the profile, and also writes it to `file` when one is named. */
export function cpuProfileOperations(): ExtensionOperations {
  let profiler: Session | undefined;
  return {
    startProfile: async () => {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return null;
    },
    stopProfile: async ({ file }: { file?: string } = {}) => {
      if (profiler === undefined) return null;
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = undefined;
      if (file !== undefined) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(profile));
      }
      return profile;
    },
  };
}

/** The profile's functions by self time, as a share of the time not idle. */
export function topItems(profile: CpuProfile, count: number): { name: string; share: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfTime = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const frame = byNode.get(nodeId);
    const delta = profile.timeDeltas[index] ?? 0;
    // Idle time, and the profiler's own session (it runs in the API process while measuring), are not the API's.
    if (frame === undefined || frame.functionName === '(idle)' || frame.url.startsWith('node:inspector'))
      return;
    const where = frame.url === '' ? '' : ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + delta);
    busy += delta;
  });
  return [...selfTime]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => ({ name, share: busy === 0 ? 0 : time / busy }));
}

function shortUrl(url: string): string {
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = clean.slice(modules + 'node_modules/'.length).split('/');
    const packageName = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `${packageName}/…/${rest.at(-1)}`;
  }
  const apps = clean.indexOf('/apps/');
  return apps === -1 ? (clean.split('/').at(-1) ?? clean) : clean.slice(apps + 1);
}
