import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SERVE_APPS).toBe(true);
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names the variable and the problem for a bad PORT', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(
      new EnvError('Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")'),
    );
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT must be a whole number from 1 to 65535/);
  });

  it('refuses a malformed DATABASE_URL without echoing it (it may hold a password)', () => {
    const attempt = () => loadEnv({ DATABASE_URL: 'mysql://secret@db/x' });
    expect(attempt).toThrow(/^Invalid environment: DATABASE_URL must be a PostgreSQL URL/);
    expect(attempt).not.toThrow(/secret/);
  });

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://u:p@localhost:5432/db' }).DATABASE_URL).toBe(
      'postgresql://u:p@localhost:5432/db',
    );
  });

  it('parses CORS_ORIGINS as a list of bare origins', () => {
    expect(
      loadEnv({ CORS_ORIGINS: 'https://rider.example.com, https://admin.example.com' }).CORS_ORIGINS,
    ).toEqual(['https://rider.example.com', 'https://admin.example.com']);
    expect(() => loadEnv({ CORS_ORIGINS: 'https://rider.example.com/path' })).toThrow(/CORS_ORIGINS/);
  });

  it('reports every problem, one line each', () => {
    try {
      loadEnv({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(2);
    }
  });
});
