import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID, X509Certificate } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { findFreePort, REPO_ROOT, startServer, type RunningServer } from './server.ts';
import { buildForSubdomains, type AppName } from './subdomain-mode.ts';

/**
 * The production deploy of deploy/nginx/ridebook.conf, on this machine: Debian's nginx (a foreground process of
 * the journey's own, everything in a temporary folder) terminating TLS for the four app hosts and the API host, in
 * front of two API processes in production mode on a fresh PostgreSQL database and Redis (a key prefix of its own).
 * Chromium maps the hosts to 127.0.0.1 and trusts the self-signed certificate by its public key.
 */
const DOMAIN = 'ridebook.test';
const OUT_DIR = 'dist-nginx';
/** Debian's nginx (`.ci/run` installs it). */
const NGINX = '/usr/sbin/nginx';
const DEPLOY_CONF = path.join(REPO_ROOT, 'deploy/nginx/ridebook.conf');
/** The server's maintenance database: it serves to create and drop the journey's own. */
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type ApiProcess = RunningServer & {
  /** The process's internal metrics port (METRICS_PORT): open WebSockets by role, and the rest. */
  metricsPort: number;
};

export type NginxDeployment = {
  urls: Record<AppName | 'api', string>;
  /** Chromium flags: the hosts resolve to this machine, the deployment's certificate is trusted. */
  browserArgs: string[];
  apis: [ApiProcess, ApiProcess];
  /** The open, signed-in WebSockets of one API process by role ({ rider: 1, driver: 0, ... }). */
  websocketsOf(api: ApiProcess): Promise<Record<string, number>>;
  /** nginx's error log, its access log's 5xx lines and each API process's output: the story of a failed journey. */
  logs(): string;
  stop(): Promise<void>;
};

/** Replaces every match, failing when the deploy configuration no longer has what the journey rewrites. */
function rewrite(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (text.match(pattern) === null)
    throw new Error(`deploy/nginx/ridebook.conf has no ${what} any more; update test/nginx-deployment.ts`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx/ridebook.conf with this deployment's domain, ports, folders and certificate: nothing else changes. */
function deriveSiteConfig(
  dir: string,
  ports: { https: number; http: number; apis: [number, number] },
): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  conf = rewrite(conf, /\/etc\/letsencrypt\/live\/example\.com\//g, `${dir}/certs/`, 'certificate paths');
  conf = rewrite(conf, /example\.com/g, DOMAIN, 'example.com hosts');
  conf = rewrite(
    conf,
    /\/srv\/ridebook\/apps\/([\w-]+)\/dist/g,
    `${REPO_ROOT}/apps/$1/${OUT_DIR}`,
    'app folders',
  );
  conf = rewrite(conf, /\/var\/www\/letsencrypt/g, `${dir}/acme`, 'ACME challenge folder');
  conf = rewrite(
    conf,
    /server 127\.0\.0\.1:3001 /g,
    `server 127.0.0.1:${ports.apis[0]} `,
    'API process 3001',
  );
  conf = rewrite(
    conf,
    /server 127\.0\.0\.1:3002 /g,
    `server 127.0.0.1:${ports.apis[1]} `,
    'API process 3002',
  );
  conf = rewrite(conf, /^\s*listen \[::\]:.*\n/gm, '', 'IPv6 listens');
  conf = rewrite(
    conf,
    /listen 443 ssl http2;/g,
    `listen 127.0.0.1:${ports.https} ssl http2;`,
    'HTTPS listens',
  );
  return rewrite(conf, /listen 80;/g, `listen 127.0.0.1:${ports.http};`, 'the plain-HTTP listen');
}

/** The main configuration Debian's /etc/nginx/nginx.conf would be, with every path inside `dir`. */
function mainConfig(dir: string): string {
  return `
# Run as root (CI), nginx would start its workers as "nobody", who may not read a checkout under /root.
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/ridebook.conf;
}
`;
}

/** A self-signed certificate for the domain and its subdomains; returns its public key's SHA-256, for Chromium. */
function makeCertificate(dir: string): { certificate: string; spkiHash: string } {
  mkdirSync(path.join(dir, 'certs'));
  const cert = path.join(dir, 'certs', 'fullchain.pem');
  const key = path.join(dir, 'certs', 'privkey.pem');
  const subject = ['-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN},DNS:*.${DOMAIN}`];
  const keyType = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const args = ['req', '-x509', ...keyType, '-days', '2', '-keyout', key, '-out', cert, ...subject];
  execFileSync('openssl', args, { stdio: 'ignore' });
  const certificate = readFileSync(cert, 'utf8');
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/** GET through nginx by host name, verifying nginx's certificate as a browser would. */
function statusThroughNginx(port: number, host: string, pathname: string, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, servername: host, headers: { host: `${host}:${port}` }, ca },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function startNginx(dir: string, port: number, ca: string): Promise<() => Promise<void>> {
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await statusThroughNginx(port, `api.${DOMAIN}`, '/api/health/ready', ca).catch(() => 0);
    if (status === 200) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`nginx did not answer for the API:\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

/**
 * Why this machine cannot run the deployment (no nginx, PostgreSQL or Redis), or null when it can. Under CI=true it
 * throws instead, as the API's PostgreSQL and Redis suites do: CI must not skip it silently.
 */
export function nginxDeploymentMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  const checks: [string, () => unknown][] = [
    [`nginx at ${NGINX}`, () => execFileSync(NGINX, ['-v'], { stdio: 'ignore' })],
    ['PostgreSQL at TEST_DATABASE_URL', () => psql('select 1')],
    [
      'Redis at TEST_REDIS_URL',
      () => execFileSync('redis-cli', ['-u', REDIS_URL, 'ping'], { stdio: 'pipe' }),
    ],
  ];
  for (const [what, check] of checks) {
    try {
      check();
    } catch {
      const reason = `the journey through nginx needs ${what}`;
      if (env.CI === 'true') throw new Error(`${reason} (CI=true: it must not be skipped)`);
      return reason;
    }
  }
  return null;
}

function psql(sql: string): void {
  execFileSync('psql', [ADMIN_DATABASE_URL, '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { stdio: 'pipe' });
}

function deleteRedisKeys(prefix: string): void {
  const keys = execFileSync('redis-cli', ['-u', REDIS_URL, '--scan', '--pattern', `${prefix}*`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  if (keys.length > 0) execFileSync('redis-cli', ['-u', REDIS_URL, 'del', ...keys], { stdio: 'ignore' });
}

async function websocketsOf(api: ApiProcess): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${api.metricsPort}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const [, role, value] of text.matchAll(/^ridebook_websocket_connections\{role="(\w+)"\} (\d+)$/gm))
    counts[role!] = Number(value);
  return counts;
}

function deploymentLogs(dir: string, apis: RunningServer[]): string {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch {
      return '';
    }
  };
  const serverErrors = read('access.log')
    .split('\n')
    .filter((line) => / 5\d\d \d+ "/.test(line));
  return [
    `nginx error.log:\n${read('error.log')}`,
    `nginx access.log, 5xx answers:\n${serverErrors.join('\n')}`,
    ...apis.map((api, index) => `API process ${index + 1}:\n${api.output()}`),
  ].join('\n\n');
}

/** Builds the rider and driver apps for the deployment's hosts and starts it all; `stop` removes every trace. */
export async function startNginxDeployment(): Promise<NginxDeployment> {
  // Probed together, so no two are the same.
  const [https, http, apiPort1, apiPort2, metricsPort1, metricsPort2] = (await Promise.all(
    Array.from({ length: 6 }, () => findFreePort()),
  )) as [number, number, number, number, number, number];
  const at = (host: string) => `https://${host}:${https}`;
  const urls = {
    'public-site': at(DOMAIN),
    rider: at(`rider.${DOMAIN}`),
    driver: at(`driver.${DOMAIN}`),
    admin: at(`admin.${DOMAIN}`),
    api: at(`api.${DOMAIN}`),
  };
  // The journey opens only the rider and driver apps; the other hosts stay configured, with nothing to serve.
  buildForSubdomains(urls, { apps: ['rider', 'driver'], outDir: OUT_DIR });

  const cleanups: (() => void | Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const database = `ridebook_e2e_nginx_${process.pid}_${Date.now()}`;
    psql(`create database ${database}`);
    cleanups.push(() => psql(`drop database if exists ${database} with (force)`));
    const databaseUrl = new URL(ADMIN_DATABASE_URL);
    databaseUrl.pathname = `/${database}`;
    const redisPrefix = `rb:e2e:nginx:${randomUUID()}:`;
    cleanups.push(() => deleteRedisKeys(redisPrefix));

    // One data folder for both processes, as the systemd unit's StateDirectory and compose's volume give them: a
    // driver's photo stored through one process is read through the other.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-e2e-nginx-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    // What an operator sets (deploy/ridebook.env.example, the systemd unit): production, behind one proxy.
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SERVE_APPS: 'false',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(48).toString('base64'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_SITE_URL: urls['public-site'],
      CORS_ORIGINS: [urls['public-site'], urls.rider, urls.driver, urls.admin].join(','),
      SIMULATED_DRIVERS: '0',
    };
    // One after the other: the first applies the migrations and seeds the demo accounts (off by default in
    // production), the second finds both done.
    const api1 = await startServer(
      { ...env, SEED_DEMO_DATA: 'true', METRICS_PORT: String(metricsPort1) },
      { port: apiPort1 },
    );
    cleanups.push(() => api1.stop());
    const api2 = await startServer(
      { ...env, SEED_DEMO_DATA: 'false', METRICS_PORT: String(metricsPort2) },
      { port: apiPort2 },
    );
    cleanups.push(() => api2.stop());

    const dir = mkdtempSync(path.join(tmpdir(), 'ridebook-e2e-nginx-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // nginx's workers (another user when it runs as root) need to reach the temporary folders it makes here.
    chmodSync(dir, 0o755);
    const { certificate, spkiHash } = makeCertificate(dir);
    writeFileSync(
      path.join(dir, 'ridebook.conf'),
      deriveSiteConfig(dir, { https, http, apis: [apiPort1, apiPort2] }),
    );
    mkdirSync(path.join(dir, 'tmp'));
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
    cleanups.push(await startNginx(dir, https, certificate));

    return {
      urls,
      browserArgs: [
        `--host-resolver-rules=MAP *.${DOMAIN} 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`,
        `--ignore-certificate-errors-spki-list=${spkiHash}`,
      ],
      apis: [
        { ...api1, metricsPort: metricsPort1 },
        { ...api2, metricsPort: metricsPort2 },
      ],
      websocketsOf,
      logs: () => deploymentLogs(dir, [api1, api2]),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
