/**
 * How many journey files run at once (default 2, one per core of the reference machine). Each worker has a
 * one-origin server and data folder of its own (global-setup.ts), so journeys that change the shared demo data
 * (the per-km price, the demo rider's password) never meet one of another worker. `E2E_WORKERS=1` runs them one
 * at a time as before.
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1);
