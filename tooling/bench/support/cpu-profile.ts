// A CPU profile of the API process over a benchmark's measured window: operations the benchmark runs inside the
// API process (see ApiExtension in api-process.ts), `startProfile` and `stopProfile({ file })`. The file is a
// .cpuprofile (open it in Chrome DevTools); profiling slows the API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { ExtensionOperations } from './api-process.ts';

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
    stopProfile: async ({ file }: { file: string }) => {
      if (profiler === undefined) return null;
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = undefined;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      return null;
    },
  };
}

/** The profiler alone as an API extension: `{ module: <this file>, name: 'cpuProfiler' }`. */
export const cpuProfiler = (): ExtensionOperations => cpuProfileOperations();
