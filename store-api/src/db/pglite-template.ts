// Snapshot of a freshly migrated and seeded embedded database. Creating a PGlite data directory
// (initdb) and seeding it takes several seconds on a small machine; every later fresh database
// with the same schema, seed and size (a new PGLITE_DIR, each test file, each e2e run) starts
// from the snapshot in about a second instead. Snapshots live under .data/pglite-templates and
// are keyed by the PGlite version and the content of the migrations and the seed, so any change
// to either makes a new one. Every failure here is non-fatal: the caller falls back to a fresh
// database.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { packageDir } from '../config.js';

const templatesDir = path.join(packageDir, '.data', 'pglite-templates');
const sourceDirs = ['src/db/migrations', 'src/db/seed'].map((dir) => path.join(packageDir, dir));

async function sourceFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The installed PGlite build: its package.json is not exported, so read it from disk.
  hash.update(
    await readFile(path.join(packageDir, 'node_modules/@electric-sql/pglite/package.json')),
  );
  for (const dir of sourceDirs) {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort();
    for (const file of files) {
      hash.update(file);
      hash.update(await readFile(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The key of the snapshot for a catalogue of `productsPerStore` products per store. */
export async function templateKey(productsPerStore: number): Promise<string | undefined> {
  try {
    return `catalog-${productsPerStore}-${await sourceFingerprint()}`;
  } catch {
    return undefined;
  }
}

/**
 * A snapshot as the Blob PGlite loads a data directory from. PGlite reads it once per open,
 * through arrayBuffer(), and copies every file out; Node's own Blob.arrayBuffer() over the 64 MB
 * snapshot cost ~1 CPU-s per open (chunked reads, their concatenation, the garbage), so this one
 * answers with the bytes it was read from. The Blob's other readers see the same bytes.
 */
class SnapshotBlob extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: Buffer) {
    super([bytes]);
    this.#bytes = new Uint8Array(bytes).buffer;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** Snapshots read with `keep`, by key: every database opened from one reads the same bytes. */
const keptTemplates = new Map<string, Blob>();

export async function loadTemplate(
  key: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<Blob | undefined> {
  const kept = keptTemplates.get(key);
  if (kept) return kept;
  try {
    const template = new SnapshotBlob(await readFile(path.join(templatesDir, `${key}.tar`)));
    if (keep) keptTemplates.set(key, template);
    return template;
  } catch {
    return undefined;
  }
}

/** Writes the snapshot atomically and removes snapshots of older sources of the same size. */
export async function saveTemplate(pglite: PGlite, key: string): Promise<void> {
  await mkdir(templatesDir, { recursive: true });
  // Seeding leaves its writes in the WAL after the last checkpoint; without one here, every
  // database opened from the snapshot replays them first (about 0.2 s of CPU per test suite).
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  const target = path.join(templatesDir, `${key}.tar`);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, target);
  const sameSize = `${key.split('-').slice(0, 2).join('-')}-`;
  for (const file of await readdir(templatesDir)) {
    if (file.startsWith(sameSize) && file !== `${key}.tar` && file.endsWith('.tar')) {
      await rm(path.join(templatesDir, file), { force: true });
    }
  }
}
