import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './config/env.ts';
import { DatabaseUnavailableError, openDatabase } from './db/database.ts';
import {
  DEMO_PASSWORD,
  DEMO_ZONES,
  SIMULATED_LONDON,
  ensureDemoLondon,
  ensureDemoZones,
  seedDemoDriverDocuments,
  seedDemoRiderCard,
  seedDemoAccounts,
  startSimulatedCity,
  type SimulatedCity,
} from './modules/demo/index.ts';
import { DEMO_CITY, LONDON_CITY } from './modules/places/index.ts';
import { createUsersService } from './modules/users/index.ts';
import { startMetricsServer } from './modules/observability/metrics.routes.ts';

/** Problems a person can fix from the message alone: print one line each, no stack trace. */
function isReadableStartupError(error: unknown): error is Error {
  return error instanceof EnvError || error instanceof DatabaseUnavailableError;
}

async function main(): Promise<void> {
  const env = loadEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const demo = env.SEED_DEMO_DATA
    ? await seedDemoAccounts(database.db, createUsersService({ db: database.db }))
    : undefined;
  const app = await buildApp({ env, database });
  if (demo?.isCreated) await seedDemoRiderCard(app);
  // Every start, not only the first: a database from before documents were required gets them too (decision 020).
  if (demo) await seedDemoDriverDocuments(app);
  // A promise, so a signal during the start waits for the city before stopping it.
  let city: Promise<SimulatedCity | undefined> = Promise.resolve(undefined);
  let londonCity: Promise<SimulatedCity | undefined> = Promise.resolve(undefined);
  // The demo's second city (Europe/London, GBP, miles), beside San Francisco.
  const londonId = demo ? await ensureDemoLondon(database.db, app.rideEngine.cities) : undefined;
  // Their station zones with named doors and a no-pickup stretch of Market Street (decision 031).
  if (demo && londonId) {
    await ensureDemoZones(database.db, app.rideEngine.cities, DEMO_CITY.id, DEMO_ZONES.sanFrancisco);
    await ensureDemoZones(database.db, app.rideEngine.cities, londonId, DEMO_ZONES.london);
  }

  /** The internal metrics port (METRICS_PORT), when configured. */
  let metricsServer: Server | undefined;
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness answers 503 from now on; close() stops listening, answers requests on kept-alive connections with
    // 503, lets in-flight requests finish, and closes WebSockets with 1012 so their clients reconnect elsewhere.
    app.startDraining();
    // Stop accepting connections, let in-flight requests finish, then close the database (onClose hook).
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Before the app closes: the simulated drivers still use the database to go offline.
    await Promise.all([
      city.then((started) => started?.stop()),
      londonCity.then((started) => started?.stop()),
    ]);
    metricsServer?.close();
    await app.close();
    process.exitCode = 0;
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  try {
    if (env.METRICS_PORT !== undefined) {
      const { METRICS_HOST: host, METRICS_PORT: port } = env;
      metricsServer = await startMetricsServer(app.metrics, { host, port }).catch((error: unknown) => {
        throw new EnvError(`METRICS_PORT: cannot listen on ${host}:${port} (${(error as Error).message})`);
      });
    }
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    metricsServer?.close();
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new EnvError(`PORT: ${env.PORT} is already in use; choose another PORT`);
    throw error;
  }

  if (env.SIMULATED_DRIVERS > 0) {
    city = startSimulatedCity({ app, count: env.SIMULATED_DRIVERS }).catch((error: unknown) => {
      // A demo nicety must not take the API down with it.
      app.log.warn({ err: error }, 'the demo city did not start');
      return undefined;
    });
  }
  if (env.SIMULATED_DRIVERS > 0 && londonId !== undefined) {
    londonCity = startSimulatedCity({
      app,
      count: env.SIMULATED_DRIVERS,
      city: SIMULATED_LONDON(londonId),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the demo city of London did not start');
      return undefined;
    });
  }
  const startedCity = await city;
  const startedLondon = await londonCity;

  const storage = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${path.resolve(env.DATA_DIR)}`;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const apps = app.servedApps.length > 0 ? app.servedApps.join(', ') : 'none (API only)';
  console.log(`\nRideBook is running at http://${shownHost}:${env.PORT}/`);
  console.log(`  apps: ${apps}; data: ${storage}`);
  if (demo !== undefined && demo.accounts.length > 0) {
    const note = demo.isCreated ? 'created now; ' : '';
    console.log(`  demo accounts (${note}password ${DEMO_PASSWORD}; SEED_DEMO_DATA=false turns them off):`);
    for (const account of demo.accounts) console.log(`    ${account.role.padEnd(7)}${account.email}`);
  }
  if (startedCity !== undefined) {
    console.log(
      `  demo city: ${startedCity.drivers.length} simulated drivers moving around ${DEMO_CITY.name} (SIMULATED_DRIVERS=0 turns them off)`,
    );
  }
  if (startedLondon !== undefined) {
    console.log(
      `  demo city: ${startedLondon.drivers.length} simulated drivers moving around ${LONDON_CITY.name}`,
    );
  }
  console.log('');
}

main().catch((error: unknown) => {
  if (isReadableStartupError(error)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
