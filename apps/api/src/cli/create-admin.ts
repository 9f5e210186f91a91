// Creates an administrator account: `pnpm --filter @ridebook/api admin:create [--email ... --name ... --phone ...
// --password ...]`. Admins cannot sign up through the API; this is the only way in. Missing values are asked for
// when stdin is a terminal. Uses the server's database settings (DATABASE_URL, or PGlite in DATA_DIR) and applies
// migrations first. With PGlite, stop the server first: one process at a time can open the data folder.
import { EnvError, loadEnv } from '../config/env.ts';
import { DatabaseUnavailableError, openDatabase } from '../db/database.ts';
import { createUsersService } from '../modules/users/index.ts';
import { AppError } from '../shared/app-error.ts';
import { CliError, readAdminInput } from './admin-input.ts';

async function main(): Promise<void> {
  const input = await readAdminInput(process.argv.slice(2), process.stdin.isTTY === true);
  const env = loadEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const admin = await createUsersService({ db: database.db }).createAdmin(input);
    console.log(`Admin account created: ${admin.name} <${admin.email}>. Sign in at /login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const isReadable =
    error instanceof CliError ||
    error instanceof EnvError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof AppError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  if (error instanceof CliError && error.exitCode === 0) {
    console.log(error.message);
    return;
  }
  console.error(isReadable ? error.message : error);
  process.exitCode = 1;
});
