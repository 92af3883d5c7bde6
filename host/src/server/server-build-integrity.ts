// A remote version's server build is checked against the SHA-384 hashes recorded when it was
// published (deployment.json `integrity`, read by the host server from its deployment store)
// before any of it is evaluated: a file changed afterwards on the server that serves the remote
// is refused, and the render falls back to the last healthy version (issue 39, build 7).
import { createHash } from 'node:crypto';

import { evaluateServerEntry } from './server-entry-evaluation';

/** A server build whose files differ from the hashes recorded at publish. */
export class TamperedBuildError extends Error {
  override name = 'TamperedBuildError';
}

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/**
 * Throws a TamperedBuildError naming the first file of the build at `entryUrl` whose bytes are not
 * those published: the entry (`entrySource`, already fetched) and every chunk `hashes` lists
 * (paths inside the server build, `remoteEntry.js` among them), fetched with `fetchFile`. Without
 * hashes (a version published before they were recorded) nothing is checked.
 */
export async function verifyServerBuild(
  entryUrl: string,
  entrySource: string,
  hashes: Record<string, string> | undefined,
  fetchFile: (url: string) => Promise<string>,
): Promise<void> {
  if (!hashes) return;
  const entryFile = new URL(entryUrl).pathname.split('/').pop() ?? '';
  const refuse = (url: string, expected: string | undefined) => {
    throw new TamperedBuildError(
      expected
        ? `${url} does not match the hash published for it (${expected}): refused`
        : `${url} has no hash in the version's published record: refused`,
    );
  };
  if (hashes[entryFile] !== sha384(entrySource)) refuse(entryUrl, hashes[entryFile]);
  const chunks = Object.keys(hashes).filter((file) => file !== entryFile);
  await Promise.all(
    chunks.map(async (file) => {
      const url = new URL(file, entryUrl).href;
      if (hashes[file] !== sha384(await fetchFile(url))) refuse(url, hashes[file]);
    }),
  );
}

/**
 * The exports of the server entry at `url`, fetched with `fetchFile` and evaluated only once its
 * build matches `hashes` (verifyServerBuild).
 */
export async function loadVerifiedServerEntry(
  url: string,
  hashes: Record<string, string> | undefined,
  fetchFile: (url: string) => Promise<string>,
): Promise<Record<string, unknown>> {
  const source = await fetchFile(url);
  await verifyServerBuild(url, source, hashes, fetchFile);
  return evaluateServerEntry(url, source);
}
