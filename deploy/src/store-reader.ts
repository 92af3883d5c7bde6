// The one reader of the deployment store for a server's page path (decision 1001): the registry,
// the published versions' deployment records and the versions' health, shared by the rollout,
// the host builds, the route tables and the integrity hashes. Each page used to have four readers
// look at the store on their own (five `stat`s of registry.json, the health directory once per
// remote, two listings of the host's versions); a promote, a rollback or a health mark still takes
// effect on the next page, with no restart.
import type { DeploymentRecord } from './deployment-record.js';
import { readDeploymentRecord } from './deployment-record.js';
import { createHealthReader } from './health.js';
import type { HealthMarks } from './health.js';
import { createRegistryReader } from './registry.js';
import type { Registry } from './registry.js';

/** What the page path reads of the store. */
export interface DeploymentStoreReader {
  /** The registry now (a `stat` while unchanged); throws when the store cannot be read. */
  registry(): Registry | null;
  /**
   * A published version's deployment.json: read once, since a published version never changes.
   * A missing or unreadable one is not kept (a version being published has it a moment later);
   * an unreadable one throws.
   */
  record(remote: string, version: string): DeploymentRecord | null;
  /** The versions' health marks now (a `stat` of the health directory while unchanged). */
  health(): HealthMarks;
}

/**
 * `read`'s answer kept until the code running now yields (its microtasks then clear it): the
 * readers one page calls in a row share one look at the store, and the next page, or the same
 * page after an await, looks again, so a change shows no later than the next page.
 */
export function onceUntilYield<T>(read: () => T): () => T {
  let held: { value: T } | null = null;
  return () => {
    if (held) return held.value;
    const value = read();
    held = { value };
    queueMicrotask(() => {
      held = null;
    });
    return value;
  };
}

export function createDeploymentStoreReader(
  storeDir: string,
  { log = console.error }: { log?: (line: string) => void } = {},
): DeploymentStoreReader {
  const registryReader = createRegistryReader(storeDir, { log });
  /** Made on first use: it reads the marks when made, which a reader of records only never needs. */
  let healthReader: ReturnType<typeof createHealthReader> | null = null;
  const records = new Map<string, DeploymentRecord>();
  return {
    registry: onceUntilYield(() => registryReader.current()),
    health: onceUntilYield(() => (healthReader ??= createHealthReader(storeDir)).current()),
    record(remote, version) {
      const key = `${remote} ${version}`;
      const known = records.get(key);
      if (known) return known;
      const record = readDeploymentRecord(storeDir, remote, version);
      if (record) records.set(key, record);
      return record;
    },
  };
}
