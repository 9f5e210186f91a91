import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRedisReachable } from './redis-support.ts';
import setupPostgres from './postgres-global-setup.ts';
import { freePort, testRedisUrl } from './test-servers.ts';

function fakeProject() {
  const provided = new Map<string, unknown>();
  const project = { provide: (key: string, value: unknown) => provided.set(key, value) };
  return { project: project as unknown as TestProject, provided };
}

describe('the test servers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  describe('an unreachable PostgreSQL', () => {
    it('fails the run under CI=true instead of skipping its suites', async () => {
      vi.stubEnv('CI', 'true');
      vi.stubEnv('TEST_DATABASE_URL', `postgres://postgres@127.0.0.1:${await freePort()}/test`);
      const { project, provided } = fakeProject();
      await expect(setupPostgres(project)).rejects.toThrow(
        /^PostgreSQL at 127\.0\.0\.1:\d+ is not reachable \(.*\); with CI=true its API tests must run/,
      );
      expect(provided.has('postgresUrl')).toBe(false);
    });

    it('skips its suites with a warning on a developer machine', async () => {
      vi.stubEnv('CI', '');
      vi.stubEnv('TEST_DATABASE_URL', `postgres://postgres@127.0.0.1:${await freePort()}/test`);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { project, provided } = fakeProject();
      await setupPostgres(project);
      expect(provided.get('postgresUrl')).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/its API tests are skipped\.$/));
      warn.mockRestore();
    });
  });

  describe('an unreachable Redis', () => {
    it('fails the run under CI=true instead of skipping the Redis suites', async () => {
      const url = `redis://127.0.0.1:${await freePort()}`;
      await expect(isRedisReachable(url, { CI: 'true' })).rejects.toThrow(
        /^Redis at 127\.0\.0\.1:\d+ is not reachable \(.*\); with CI=true the Redis suites must run/,
      );
    });

    it('skips the Redis suites with a warning on a developer machine', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const url = `redis://127.0.0.1:${await freePort()}`;
      await expect(isRedisReachable(url, {})).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/the Redis suites are skipped\.$/));
      warn.mockRestore();
    });
  });

  describe('TEST_REDIS_URL', () => {
    it('names the Redis of the tests, never the API’s REDIS_URL', () => {
      expect(
        testRedisUrl({ TEST_REDIS_URL: 'redis://10.0.0.7:6380', REDIS_URL: 'redis://elsewhere:6379' }),
      ).toBe('redis://10.0.0.7:6380');
      expect(testRedisUrl({ REDIS_URL: 'redis://elsewhere:6379' })).toBe('redis://127.0.0.1:6379');
    });

    it('reaches the tests through turbo’s strict environment', () => {
      const turbo = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, '../../../../turbo.json'), 'utf8'),
      ) as { globalPassThroughEnv: string[] };
      expect(turbo.globalPassThroughEnv).toContain('TEST_REDIS_URL');
    });

    it('is the one name every Redis test reads', () => {
      const sources = ['./redis-support.ts', '../modules/realtime/scale-out.test.ts'].map((file) =>
        readFileSync(path.resolve(import.meta.dirname, file), 'utf8'),
      );
      for (const source of sources) expect(source).not.toMatch(/process\.env\.(TEST_)?REDIS_URL/);
    });
  });
});
