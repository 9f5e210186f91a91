// The admin CLI's input: flags first, then prompts for what is missing (only in a terminal).
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField } from '@ridebook/validation';
import type { NewAdminData } from '../modules/users/index.ts';

/** A problem the person running the CLI can fix from the message; exit code 0 for --help. */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

const FIELDS = {
  name: { schema: nameField, prompt: 'Full name' },
  email: { schema: emailField, prompt: 'Email' },
  phone: { schema: phoneField, prompt: 'Phone number' },
  password: { schema: newPasswordField, prompt: 'Password' },
} as const;
type FieldName = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];

const adminSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});

const USAGE = `Usage: pnpm --filter @ridebook/api admin:create --email <email> --name <name> --phone <phone> --password <password>
Missing values are asked for when run in a terminal. The password needs 8+ characters with upper case, lower case and a digit.`;

/** Reads one line; `isHidden` keeps a password off the screen. */
async function ask(question: string, isHidden: boolean): Promise<string> {
  let isMuted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!isMuted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(`${question}: `);
    isMuted = isHidden;
    return await answer;
  } finally {
    rl.close();
    if (isHidden) process.stdout.write('\n');
  }
}

/** Asks for a field until its value passes the registration rules. */
async function askField(field: FieldName): Promise<string> {
  const { schema, prompt } = FIELDS[field];
  for (;;) {
    const answer = await ask(prompt, field === 'password');
    const result = schema.safeParse(answer);
    if (!result.success) {
      console.log(`  ${result.error.issues[0]?.message ?? 'Invalid value'}`);
      continue;
    }
    if (field === 'password' && (await ask('Confirm password', true)) !== answer) {
      console.log('  Passwords do not match');
      continue;
    }
    return answer;
  }
}

/** The admin's details from flags, then from prompts; a readable error list when something is wrong. */
export async function readAdminInput(argv: string[], canPrompt: boolean): Promise<NewAdminData> {
  const { values } = parseArgs({
    // `pnpm admin:create -- --email ...` passes the `--` through.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help === true) throw new CliError(USAGE, 0);

  const given: Partial<Record<FieldName, string>> = {};
  for (const field of FIELD_NAMES) {
    const value = values[field];
    if (value !== undefined) given[field] = value;
  }
  const missing = FIELD_NAMES.filter((field) => given[field] === undefined);
  if (missing.length > 0 && !canPrompt) {
    throw new CliError(`Missing ${missing.map((field) => `--${field}`).join(', ')}.\n${USAGE}`, 1);
  }
  for (const field of missing) given[field] = await askField(field);

  const result = adminSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new CliError(lines.join('\n'), 1);
  }
  return result.data;
}
