/**
 * @jest-environment node
 */
// A remote's server build changed on its server after it was published is refused before any of
// it runs (issue 39, build 7): the host server checks the hashes recorded at publish first.
import util from 'node:util';

import { TamperedBuildError, loadVerifiedServerEntry } from './server-build-integrity';

const ENTRY_URL = 'http://localhost:3001/versions/20261129000000-aaaaaaa/server/remoteEntry.js';
const CHUNK_URL = 'http://localhost:3001/versions/20261129000000-aaaaaaa/server/123.js';

// Each evaluation of the entry counts itself on a built-in module: the entry runs in Node's own
// context (vm runInThisContext), whose globals are not the test's.
const ENTRY =
  'const marks = require("node:util"); marks.evaluatedEntries = (marks.evaluatedEntries ?? 0) + 1; module.exports = { page: "catalog" };';
const CHUNK = 'exports.ids = [123];';
// What `npm run deploy` recorded for these bytes (sha384, base64), computed once by `openssl dgst -sha384 -binary | base64`.
const PUBLISHED = {
  'remoteEntry.js': 'sha384-DmpcTqNIdn2atJkV5x/fiUiVGgIQ9xrQLt+YszdNjnncU0rQEDHOlxkQnSXBTixn',
  '123.js': 'sha384-ngBO0QBahKvXomV/Ih/JnVfkLmVqP2mBCMIH8mpS0ClplLcB4qx92zlKxhN28AN0',
};

const evaluatedEntries = () => (util as { evaluatedEntries?: number }).evaluatedEntries ?? 0;
const serving = (files: Record<string, string>) => async (url: string) => {
  const text = files[url];
  if (text === undefined) throw new Error(`${url} answered 404`);
  return text;
};

describe("a remote's server build checked against its published hashes", () => {
  it('is refused and never evaluated when its entry changed after publish', async () => {
    const before = evaluatedEntries();
    const tampered = `${ENTRY} require("node:util").skimmed = true;`;
    await expect(
      loadVerifiedServerEntry(
        ENTRY_URL,
        PUBLISHED,
        serving({ [ENTRY_URL]: tampered, [CHUNK_URL]: CHUNK }),
      ),
    ).rejects.toThrow(
      new TamperedBuildError(
        `${ENTRY_URL} does not match the hash published for it (${PUBLISHED['remoteEntry.js']}): refused`,
      ),
    );
    expect(evaluatedEntries()).toBe(before);
    expect((util as { skimmed?: boolean }).skimmed).toBeUndefined();
  });

  it('is refused and never evaluated when one of its chunks changed after publish', async () => {
    const before = evaluatedEntries();
    await expect(
      loadVerifiedServerEntry(
        ENTRY_URL,
        PUBLISHED,
        serving({ [ENTRY_URL]: ENTRY, [CHUNK_URL]: 'exports.ids = [123]; fetch("//evil")' }),
      ),
    ).rejects.toThrow(`${CHUNK_URL} does not match the hash published for it`);
    expect(evaluatedEntries()).toBe(before);
  });

  it('is evaluated when every file is the one published', async () => {
    const before = evaluatedEntries();
    const loaded = await loadVerifiedServerEntry(
      ENTRY_URL,
      PUBLISHED,
      serving({ [ENTRY_URL]: ENTRY, [CHUNK_URL]: CHUNK }),
    );
    expect(loaded).toEqual({ page: 'catalog' });
    expect(evaluatedEntries()).toBe(before + 1);
  });
});
