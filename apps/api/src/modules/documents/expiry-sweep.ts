import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsService } from './documents.service.ts';

/** The expiry reminders run a minute after start, then every hour; the reminders' days are whole UTC days. */
const FIRST_RUN_MS = 60_000;
const INTERVAL_MS = 60 * 60_000;

/** Starts the periodic expiry reminders; returns what stops them. */
export function startExpirySweep(documents: DocumentsService, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    documents
      .sendExpiryReminders()
      .catch((error: unknown) => log.error({ err: error }, 'document expiry reminders failed'))
      .finally(() => {
        running = false;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, INTERVAL_MS);
    interval.unref();
  }, FIRST_RUN_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval !== undefined) clearInterval(interval);
  };
}
