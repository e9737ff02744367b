import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(resolve(rootDir, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const nvmrc = readFileSync(resolve(rootDir, '.nvmrc'), 'utf8').trim();

describe('the runtime (docs/decisions/0024)', () => {
  it('is the Node LTS release the project brings: the `node` dev dependency, on the line .nvmrc and engines name', () => {
    // npm scripts and npx put node_modules/.bin first on PATH, where the `node` package puts its binary.
    expect(process.versions.node).toBe(pkg.devDependencies.node);
    expect(process.release.lts, 'an LTS release').toEqual(expect.any(String));
    const major = process.versions.node.split('.')[0]!;
    expect(nvmrc.split('.')[0]).toBe(major);
    expect(pkg.engines.node).toContain(`^${major}.`);
  });

  it('has the types of that runtime (@types/node of the same major)', () => {
    const types = JSON.parse(readFileSync(resolve(rootDir, 'node_modules/@types/node/package.json'), 'utf8')) as { version: string };
    expect(types.version.split('.')[0]).toBe(process.versions.node.split('.')[0]);
  });
});
