import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one-origin server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.origin);
  return () => server.stop();
}
