import type { DependencyStatus } from '@ridebook/validation';
import type { DatabaseHandle } from '../../db/database.ts';
import { createMigrationsCheck } from '../health/index.ts';

async function statusOf(
  check: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<DependencyStatus> {
  try {
    return (await check()) === false ? 'failed' : 'ok';
  } catch (error) {
    onError(error);
    return 'failed';
  }
}

/** The checks of readiness (modules/health), told apart for the System page; no Redis is `not-configured`. */
export function createSystemChecks(options: {
  database: DatabaseHandle;
  pingRedis?: (() => Promise<void>) | undefined;
  onError: (error: unknown) => void;
}) {
  const { database, pingRedis, onError } = options;
  const migrationsApplied = createMigrationsCheck(database);
  return async () => {
    const [databaseStatus, redis] = await Promise.all([
      statusOf(() => database.ping(), onError),
      pingRedis === undefined ? ('not-configured' as const) : statusOf(pingRedis, onError),
    ]);
    const migrations = databaseStatus === 'ok' ? await statusOf(migrationsApplied, onError) : 'failed';
    return { database: databaseStatus, redis, migrations };
  };
}
