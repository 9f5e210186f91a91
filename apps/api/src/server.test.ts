import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** Starts `node server.ts` with the given environment and returns its exit code and stderr. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, SERVE_APPS: 'false', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server start with a bad environment', () => {
  it('stops on PORT=abc with one readable line', () => {
    const { status, stderr } = start({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe('Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  it('stops on a malformed DATABASE_URL with one readable line', () => {
    const { status, stderr } = start({ DATABASE_URL: 'not a url' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid environment: DATABASE_URL must be a PostgreSQL URL[^\n]*$/);
  });

  it('stops on an unreachable PostgreSQL with one readable line', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1 \([^\n]*\)$/);
  });
});
