import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ridebook/validation';
import { openDatabase } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../shared/passwords.ts';
import { CliError, readAdminInput } from './admin-input.ts';

const CLI = path.join(import.meta.dirname, 'create-admin.ts');
const FLAGS = [
  '--email',
  'Ops@RideBook.example',
  '--name',
  'Olive Ops',
  '--phone',
  '+1 555 010 0777',
  '--password',
  'OpsPass123',
];

describe('readAdminInput', () => {
  it('reads and normalises the flags', async () => {
    await expect(readAdminInput(FLAGS, false)).resolves.toEqual({
      email: 'ops@ridebook.example',
      name: 'Olive Ops',
      phone: '+1 555 010 0777',
      password: 'OpsPass123',
    });
    await expect(readAdminInput(['--', ...FLAGS], false)).resolves.toMatchObject({ name: 'Olive Ops' });
  });

  it('names the missing flags when it cannot ask', async () => {
    const attempt = readAdminInput(['--email', 'ops@ridebook.example'], false);
    await expect(attempt).rejects.toBeInstanceOf(CliError);
    await expect(attempt).rejects.toThrow(/^Missing --name, --phone, --password\./);
  });

  it('reports each invalid flag with the registration rules’ message', async () => {
    const attempt = readAdminInput(
      ['--email', 'nope', '--name', 'O', '--phone', '12', '--password', 'weakpass'],
      false,
    );
    await expect(attempt).rejects.toThrow(
      [
        `--name: ${MESSAGES.nameMin}`,
        `--email: ${MESSAGES.emailInvalid}`,
        `--phone: ${MESSAGES.phoneInvalid}`,
        `--password: ${MESSAGES.passwordComplexity}`,
      ].join('\n'),
    );
  });

  it('shows the usage for --help', async () => {
    await expect(readAdminInput(['--help'], false)).rejects.toMatchObject({ exitCode: 0 });
  });
});

describe('pnpm admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates an admin in the configured database (migrating it first), once', async () => {
    const created = run(FLAGS);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout.trim()).toBe(
      'Admin account created: Olive Ops <ops@ridebook.example>. Sign in at /login.',
    );

    const again = run(FLAGS);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(MESSAGES.emailTaken);

    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@ridebook.example'));
      expect(admin).toMatchObject({ role: 'admin', status: 'active', name: 'Olive Ops' });
      expect(await verifyPassword(admin?.passwordHash ?? '', 'OpsPass123')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('exits 1 with the missing flags when stdin is not a terminal', () => {
    const result = run(['--email', 'x@ridebook.example']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Missing --name, --phone, --password\./);
  });
});
