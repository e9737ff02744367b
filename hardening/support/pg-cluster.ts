/**
 * A private PostgreSQL cluster for the hardening suite: initdb + pg_ctl into a temp folder, on its
 * own port, never the machine's shared server (the fault tests stop and restart it at will).
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a test process needs to reach and control the cluster (pg_ctl is stateless). */
export interface PgCluster {
  dir: string;
  dataDir: string;
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** The user the server runs as ('' when it is the current one). */
  runAs: string;
}

const PG_BIN = process.env.PG_BIN ?? findPgBin();
// Below the ephemeral range, like the shop servers' ports (server-process.ts).
const FIRST_PORT = Number(process.env.HARDENING_PG_PORT ?? 25433);

function findPgBin(): string {
  for (const version of ['17', '16', '15', '14']) {
    const bin = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return '/usr/lib/postgresql/15/bin';
}

/** Runs a PostgreSQL tool as the cluster's owner; throws with its output when it fails. */
function pgTool(cluster: Pick<PgCluster, 'runAs'>, tool: string, args: string[]): string {
  const command = cluster.runAs ? 'runuser' : join(PG_BIN, tool);
  const argv = cluster.runAs ? ['-u', cluster.runAs, '--', join(PG_BIN, tool), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port from `from` on that nobody listens on (127.0.0.1). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}..${from + 99} `);
}

function ownerFor(): string {
  if (process.getuid?.() !== 0) return '';
  const known = spawnSync('id', ['-u', 'postgres']).status === 0;
  return known ? 'postgres' : 'nobody';
}

/** Creates and starts a new cluster. Fast settings: nothing here must survive a power cut. */
export async function createCluster(): Promise<PgCluster> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL tools not found in ${PG_BIN} (set PG_BIN)`);
  const runAs = ownerFor();
  const dir = mkdtempSync(join(tmpdir(), 'dhatu-hardening-pg-'));
  if (runAs) {
    const uid = Number(execFileSync('id', ['-u', runAs], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', runAs], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort(FIRST_PORT);
  const cluster: PgCluster = { dir, dataDir: join(dir, 'data'), port, url: `postgres://postgres@127.0.0.1:${port}/postgres`, runAs };
  pgTool(cluster, 'initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  await startCluster(cluster);
  return cluster;
}

/** Like pgTool, without blocking the event loop (the fault tests keep sending requests meanwhile). */
async function pgToolAsync(cluster: Pick<PgCluster, 'runAs'>, tool: string, args: string[]): Promise<void> {
  const command = cluster.runAs ? 'runuser' : join(PG_BIN, tool);
  const argv = cluster.runAs ? ['-u', cluster.runAs, '--', join(PG_BIN, tool), ...args] : args;
  try {
    await promisify(execFile)(command, argv, { cwd: '/' });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

export async function startCluster(cluster: PgCluster): Promise<void> {
  const options = [
    `-p ${cluster.port}`, `-k ${cluster.dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=400',
    '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c shared_buffers=128MB',
  ].join(' ');
  await pgToolAsync(cluster, 'pg_ctl', ['-D', cluster.dataDir, '-l', join(cluster.dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
}

/** `pg_ctl stop -m fast`: every connection is cut, as when the database server goes away. */
export async function stopCluster(cluster: PgCluster): Promise<void> {
  await pgToolAsync(cluster, 'pg_ctl', ['-D', cluster.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
}

export function clusterIsRunning(cluster: PgCluster): boolean {
  const command = cluster.runAs ? 'runuser' : join(PG_BIN, 'pg_ctl');
  const args = ['-D', cluster.dataDir, 'status'];
  const argv = cluster.runAs ? ['-u', cluster.runAs, '--', join(PG_BIN, 'pg_ctl'), ...args] : args;
  return spawnSync(command, argv, { cwd: '/' }).status === 0;
}

export function destroyCluster(cluster: PgCluster): void {
  try {
    if (clusterIsRunning(cluster)) pgTool(cluster, 'pg_ctl', ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(cluster.dir, { recursive: true, force: true });
  }
}

/** A new, empty database in the cluster; returns its URL. */
export async function createDatabase(cluster: PgCluster, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}
