// deployment.json, written next to each published version (docs/contracts.md "Deployment store"):
// which build it is and what it requires of the contract package and of the shared singletons,
// so a later promote can refuse a version the live host cannot satisfy. The contract imports a
// remote needs are computed when it is published (publish/deployment-record.ts reads its sources
// with the TypeScript compiler) and stored here, so servers only read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { hasErrorCode } from './registry.js';
import { RouteManifestSchema } from './route-manifest.js';
import { isVersionId } from './version-id.js';

/** The record's file name inside a version's directory. */
export const DEPLOYMENT_RECORD_FILE = 'deployment.json';

/** The part of a build's mf-manifest.json the store reads. */
export const FederationManifestSchema = z.looseObject({
  shared: z
    .array(
      z.looseObject({
        name: z.string(),
        version: z.string(),
        // A module shared but not as a singleton may accept any version.
        requiredVersion: z.string().optional(),
        singleton: z.boolean().optional(),
      }),
    )
    .optional(),
  metaData: z
    .looseObject({
      pluginVersion: z.string().optional(),
      buildInfo: z.looseObject({ buildVersion: z.string().optional() }).optional(),
    })
    .optional(),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/** A shared singleton a build brings, and the range it accepts from whichever package loads first. */
const SingletonRequirementSchema = z.object({
  version: z.string(),
  requiredVersion: z.string().optional(),
});

/** What a build requires of the host that runs it. */
export const RequirementsSchema = z.object({
  /** The contract package, its version at build time, and the `<specifier> <name>` imports. */
  contract: z
    .object({
      package: z.string(),
      version: z.string().optional(),
      range: z.string(),
      imports: z.array(z.string()).optional(),
    })
    .optional(),
  singletons: z.record(z.string(), SingletonRequirementSchema).optional(),
  /** A remote uses the host's federation runtime: any patch of the minor it was built with. */
  federationRuntime: z.object({ version: z.string(), range: z.string() }).optional(),
});
export type Requirements = z.infer<typeof RequirementsSchema>;

/** What a host build offers the remotes (its contract.json and its manifest's singletons). */
export const ProvidesSchema = z.object({
  contract: z.object({ package: z.string(), version: z.string(), exports: z.array(z.string()) }),
  singletons: z.record(z.string(), z.string()),
  federationRuntime: z.string().optional(),
});
export type Provides = z.infer<typeof ProvidesSchema>;

/**
 * A published version's deployment.json. Fields other than the version are optional: records
 * written by earlier releases of the tools stay readable, and unknown fields are kept.
 */
export const DeploymentRecordSchema = z.looseObject({
  version: z.string(),
  /** Its name in the store (federation name, or `host`). */
  remote: z.string().optional(),
  /** The workspace directory it was built from. */
  package: z.string().optional(),
  gitSha: z.string().optional(),
  dirty: z.boolean().optional(),
  publishedAt: z.string().optional(),
  requires: RequirementsSchema.optional(),
  /** The host only. */
  provides: ProvidesSchema.optional(),
  /** `start` for the versions `npm start` published itself. */
  publishedBy: z.string().optional(),
  /** A remote's route manifest (its package's route-manifest.json); absent before issue 39. */
  routes: RouteManifestSchema.optional(),
  /**
   * Each script of the version (browser build, and `server/…` the server build) → its SHA-384
   * hash as published (`sha384-<base64>`, integrity.ts); absent in records written before issue 39.
   */
  integrity: z.record(z.string(), z.string().regex(/^sha384-[A-Za-z0-9+/]+=*$/)).optional(),
});
export type DeploymentRecord = z.infer<typeof DeploymentRecordSchema>;

/**
 * The shared singletons a build declared in its mf-manifest.json: the version it brings and the
 * range it accepts from whichever package loads first, sorted by name.
 */
export function singletonsOf(
  manifest: FederationManifest,
): Record<string, z.infer<typeof SingletonRequirementSchema>> {
  const singletons = (manifest.shared ?? [])
    .filter((entry) => entry.singleton)
    .map(({ name, version, requiredVersion }) => [name, { version, requiredVersion }] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(singletons);
}

/**
 * The deployment.json of a published version; null when there is none (or `version` is no
 * version id, so the name never reaches outside the store). Throws when it is not a record.
 */
export function readDeploymentRecord(
  storeDir: string,
  remote: string,
  version: string,
): DeploymentRecord | null {
  if (!isVersionId(version) || remote.includes('/') || remote.startsWith('.')) return null;
  let text: string;
  try {
    text = readFileSync(path.join(storeDir, remote, version, DEPLOYMENT_RECORD_FILE), 'utf8');
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
  return DeploymentRecordSchema.parse(JSON.parse(text));
}
