/**
 * Before any hardening test: the web app built (the real server and the page checks need it) and a
 * private PostgreSQL cluster started; after all of them: the cluster removed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCluster, destroyCluster, type PgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgCluster: PgCluster;
  }
}

const rootDir = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  if (!existsSync(resolve(rootDir, 'apps/web/build/server/index.js')) || !existsSync(resolve(rootDir, 'apps/api/build/serve.js'))) {
    process.stdout.write('hardening: building the shop (apps/web/build or apps/api/build is missing)\n');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: rootDir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const cluster = await createCluster();
  process.stdout.write(`hardening: private PostgreSQL cluster on 127.0.0.1:${cluster.port} (${cluster.dir})\n`);
  project.provide('pgCluster', cluster);
  // Also on an interrupted run: the cluster's server must not outlive the suite (destroying twice is harmless).
  const destroy = () => destroyCluster(cluster);
  process.once('exit', destroy);
  return () => {
    process.removeListener('exit', destroy);
    destroy();
  };
}
