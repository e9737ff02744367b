import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

/** PostgreSQL's client tools (pg_dump, pg_restore): the right ones for a PostgreSQL server (docs/deploy.md). */
export type PgTool = 'pg_dump' | 'pg_restore';

export class PgToolMissingError extends Error {
  constructor(readonly tool: PgTool) {
    super(`${tool} is not installed (or not on PATH). On a PostgreSQL server, backups and restores use PostgreSQL's own tools: `
      + `install its client tools of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client), `
      + 'or follow the recipe in docs/deploy.md "Backups on PostgreSQL".');
    this.name = 'PgToolMissingError';
  }
}

/** The tool's version line, or a PgToolMissingError. */
export async function requirePgTool(tool: PgTool): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(tool, ['--version']);
    return stdout.trim();
  } catch {
    throw new PgToolMissingError(tool);
  }
}

/** Runs the tool; a failure carries what it printed on stderr. */
export function runPgTool(tool: PgTool, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new PgToolMissingError(tool) : error));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`))));
  });
}
