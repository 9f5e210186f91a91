// A benchmark's server in a child process of its own, spoken to by request and reply over IPC: the API's child
// (api-process.ts) and the bare `ws` floor (realtime-positions.ts) both run on it. The parent forks the file with a
// flag (`forkChildServer`); the child, seeing the flag, starts its server and answers (`serveParent`).
import { fork } from 'node:child_process';

/** What a child says once: it listens (with what the parent needs to know of it), or it could not start. */
type Started<Ready> = { kind: 'listening'; ready: Ready } | { kind: 'failed'; error: string };
type Request<Body> = { id: number; body: Body };
type Reply = { kind: 'reply'; id: number; result?: unknown; error?: string };

export type ChildServer<Ready, Body> = {
  ready: Ready;
  pid: number;
  /** Sends `body` to the child's handler; its result travels back as JSON. */
  request<T>(body: Body): Promise<T>;
  /** Sends the child `body` (its handler's close), then waits for it to exit. */
  close(body: Body): Promise<void>;
};

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** The parent's half: forks `file` with `flag`, waits until it listens, and returns its request channel. */
export async function forkChildServer<Ready, Body>(
  file: string,
  flag: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildServer<Ready, Body>> {
  const child = fork(file, [flag], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('message', (message: Started<Ready> | Reply) => {
      if (message.kind === 'listening') resolve(message.ready);
      else if (message.kind === 'failed')
        reject(new Error(`The child process failed to start:\n${message.error}`));
      else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      }
    });
    child.once('exit', (code) => {
      const error = new Error(`The child process exited (code ${code})`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });
  let nextId = 1;
  const request = <T>(body: Body) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, body } satisfies Request<Body>);
    });
  let closed = false;
  return {
    ready,
    pid: child.pid!,
    request,
    close: async (body) => {
      if (closed) return;
      closed = true;
      if (child.exitCode === null) await request(body).catch(() => undefined);
      await exited;
      process.off('exit', killChild);
    },
  };
}

/**
 * The child's half: starts its server with `start`, tells the parent it listens (or why it could not), and answers
 * each request with `handle`. After a request `isClose` recognises, it leaves; so it does when the parent goes away
 * without one, after `onOrphaned`.
 */
export async function serveParent<Ready, Body>(
  start: () => Promise<{ ready: Ready; handle(body: Body): Promise<unknown>; onOrphaned(): Promise<void> }>,
  isClose: (body: Body) => boolean,
): Promise<void> {
  const send = (message: Started<Ready> | Reply) => process.send?.(message);
  let server: Awaited<ReturnType<typeof start>>;
  try {
    server = await start();
  } catch (error) {
    send({ kind: 'failed', error: describe(error) });
    process.exit(1);
  }
  process.on('message', ({ id, body }: Request<Body>) => {
    server.handle(body).then(
      (result) => {
        send({ kind: 'reply', id, result: result ?? null });
        if (isClose(body)) process.disconnect();
      },
      (error: unknown) => send({ kind: 'reply', id, error: String(error) }),
    );
  });
  process.on('disconnect', () => void server.onOrphaned().finally(() => process.exit(0)));
  send({ kind: 'listening', ready: server.ready });
}
