import { createRequire } from 'node:module';
import path from 'node:path';
import { isBuildCurrent, recordBuild, sourceDigest } from './builds.ts';
import { ROOT } from './config.ts';
import { runToCompletion, type ServiceSpec } from './processes.ts';

/**
 * The export condition under which the workspace packages resolve to their TypeScript sources
 * (`packages/<name>/package.json` `exports`, docs/decisions/070). Development and tests resolve
 * with it: vitest, Vite, tsc (`customConditions`) and the Node services under `npm run dev`
 * (`node --conditions=… --import tsx`). Without it (the images, the CMS) a package is its `dist/`.
 */
export const SOURCE_CONDITION = '@outlet-shop/source';

/** The workspace packages under `packages/`, in build order. */
export const WORKSPACE_PACKAGES = ['shop-rules', 'service-kit', 'edge-rules'] as const;

/**
 * One build of the stack: what it reads (`inputs`), where it stamps their digest, how to run it,
 * and what must run before it when it runs (`prepare`, e.g. the CMS's generated types).
 */
export interface BuildTarget {
  name: string;
  label: string;
  stamp: string;
  inputs: string[];
  prepare?: Omit<ServiceSpec, 'readiness' | 'timeoutMs'>;
  spec: Omit<ServiceSpec, 'readiness' | 'timeoutMs'>;
}

/** The `tsc` build of each workspace package into its `dist/`, stamped with its sources' digest. */
export function packageBuildTargets(env: Record<string, string>): BuildTarget[] {
  return WORKSPACE_PACKAGES.map((name) => {
    const dir = path.join(ROOT, 'packages', name);
    return {
      name: `${name}-build`,
      label: `Building @outlet-shop/${name}`,
      stamp: path.join(dir, 'dist', '.source-digest'),
      inputs: ['src', 'package.json', 'tsconfig.build.json'].map((p) => path.join(dir, p)),
      spec: {
        name: `${name}-build`,
        command: process.execPath,
        args: [tscBin(), '-p', 'tsconfig.build.json'],
        cwd: dir,
        env,
      },
    };
  });
}

/**
 * Builds the packages whose sources changed since their last build, for the one consumer that
 * cannot read sources: the CMS, which Strapi compiles to CommonJS and Node `require`s.
 *
 * @returns the names of the packages built (empty when every `dist/` was current).
 * @throws when a build fails; the message ends with its last log lines.
 */
export async function buildChangedPackages(env: Record<string, string>, logDir: string): Promise<string[]> {
  const built: string[] = [];
  for (const target of packageBuildTargets(env)) {
    const digest = sourceDigest(target.inputs);
    if (isBuildCurrent(target.stamp, digest)) continue;
    await runToCompletion(target.spec, logDir);
    await recordBuild(target.stamp, digest);
    built.push(target.name);
  }
  return built;
}

function tscBin(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
}
