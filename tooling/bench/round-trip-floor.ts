// What one message to another process costs the sender's CPU on this machine, before any code of ours: a client
// sends 60 bytes over loopback TCP to an echo server in a child process and waits for them back. Printed per round
// trip (client CPU from process.cpuUsage(), user + system) in three patterns:
//   back to back  the next round trip starts as soon as the last ends (a busy process: the peers rarely sleep);
//   after idle    a 2 ms timer between round trips, so client and server go to sleep and are woken each time,
//                 as at 100 bookings/s, where the API waits on PostgreSQL and the riders' client between requests;
//   bare HTTP     the same idle pattern for a bare node:http GET (a child server answering `{"hello":"world"}`),
//                 the least an HTTP request costs an idle server (its CPU, from /proc).
// The dispatch benchmark's "API CPU per booking" is at least (HTTP requests + statements) × such a wake-up.
// Usage: node tooling/bench/round-trip-floor.ts [--round-trips=N] [--write]
//   --write  updates the round-trip-floor section of docs/benchmarks.md
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';

const IDLE_GAP_MS = 2;
const SERVER_FLAG = '--server';

function argument(name: string, fallback: number): number {
  const raw = process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** The child: a TCP echo server and a bare HTTP server on loopback; tells the parent their ports. */
function serve(): void {
  const echo = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  const web = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"hello":"world"}');
  });
  echo.listen(0, '127.0.0.1', () =>
    web.listen(0, '127.0.0.1', () =>
      process.send?.({
        echo: (echo.address() as AddressInfo).port,
        web: (web.address() as AddressInfo).port,
      }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system, µs) of process `pid`, from /proc (clock ticks of 10 ms: measure long windows). */
function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function echoRoundTrips(port: number, count: number, gapMs: number): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise((resolve) => socket.once('connect', resolve));
  const payload = Buffer.alloc(60, 1);
  const roundTrip = () => {
    const back = new Promise((resolve) => socket.once('data', resolve));
    socket.write(payload);
    return back;
  };
  for (let index = 0; index < 200; index++) await roundTrip();
  const before = process.cpuUsage();
  for (let index = 0; index < count; index++) {
    if (gapMs > 0) await sleep(gapMs);
    await roundTrip();
  }
  const used = process.cpuUsage(before);
  socket.destroy();
  return (used.user + used.system) / count;
}

/** The server's CPU per GET with an idle gap before each (keep-alive, one request at a time). */
async function idleHttpRequests(port: number, serverPid: number, count: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
  for (let index = 0; index < 200; index++) await get();
  const before = processCpuMicros(serverPid);
  for (let index = 0; index < count; index++) {
    await sleep(IDLE_GAP_MS);
    await get();
  }
  const used = processCpuMicros(serverPid) - before;
  agent.destroy();
  return used / count;
}

async function main(): Promise<void> {
  const count = argument('round-trips', 4_000);
  const child = fork(import.meta.filename, [SERVER_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise<{ echo: number; web: number }>((resolve) => child.once('message', resolve));
  try {
    const backToBack = await echoRoundTrips(ports.echo, count, 0);
    const afterIdle = await echoRoundTrips(ports.echo, count, IDLE_GAP_MS);
    const idleHttp = await idleHttpRequests(ports.web, child.pid!, count);
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const output = [
      `${count.toLocaleString('en')} round trips each; loopback TCP, 60 bytes, client and server in separate processes; CPU from process.cpuUsage() (client) and /proc (HTTP server).`,
      '',
      '| pattern | CPU per round trip |',
      '|---|---|',
      `| TCP round trip, back to back (client) | ${backToBack.toFixed(0)} µs |`,
      `| TCP round trip after ${IDLE_GAP_MS} ms idle (client) | ${afterIdle.toFixed(0)} µs |`,
      `| bare node:http GET after ${IDLE_GAP_MS} ms idle (server) | ${idleHttp.toFixed(0)} µs |`,
      '',
      `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    ].join('\n');
    console.log(output);
    if (process.argv.includes('--write')) {
      writeBenchmarkSection('round-trip-floor', 'node tooling/bench/round-trip-floor.ts --write', output);
    }
  } finally {
    child.kill();
  }
}

if (process.argv.includes(SERVER_FLAG)) serve();
else if (import.meta.filename === process.argv[1]) await main();
