import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { countUsers, findEmailsInUse, type UsersService } from '../users/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

async function createDemoAccount(usersService: UsersService, account: DemoAccount): Promise<void> {
  const base = { name: account.name, email: account.email, phone: account.phone, password: DEMO_PASSWORD };
  if (account.role === 'admin') await usersService.createAdmin(base);
  else if (account.role === 'driver') {
    await usersService.createApprovedDriver({
      ...base,
      vehicleModel: account.vehicleModel ?? '',
      vehiclePlate: account.vehiclePlate ?? '',
    });
  } else await usersService.register({ ...base, role: 'rider' });
}

/**
 * Creates the demo admin, rider and approved driver when the users table is empty; does nothing otherwise
 * (so a restart, or a real installation with users, is left alone). Returns whether it created them and which
 * demo accounts exist now.
 */
export async function seedDemoAccounts(
  db: Database,
  usersService: UsersService,
): Promise<{ isCreated: boolean; accounts: DemoAccount[] }> {
  let isCreated = false;
  if ((await countUsers(db)) === 0) {
    for (const account of DEMO_ACCOUNTS) {
      try {
        await createDemoAccount(usersService, account);
        isCreated = true;
      } catch (error) {
        // Another process starting at the same moment created it first.
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
      }
    }
  }
  const existing = new Set(
    await findEmailsInUse(
      db,
      DEMO_ACCOUNTS.map((account) => account.email),
    ),
  );
  return { isCreated, accounts: DEMO_ACCOUNTS.filter((account) => existing.has(account.email)) };
}
