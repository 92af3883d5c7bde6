// Reads a library's public-api.txt (contract/, ui-kit/, platform/), its export list (docs/decisions/0108),
// for the lint stage's check and for the host build's contract.json.

/**
 * Entries of the contract for tests only (`exports` keys of a library's package.json): never listed,
 * and never required by a deployed build, whose test helpers may import them.
 */
const TEST_ENTRIES = ['./testing', './testing/contrast'];

/**
 * True when a `<import path> <name>` import reaches a test-only entry of `packageName`.
 * @param {string} line
 * @param {string} packageName
 */
const isTestOnlyImport = (line, packageName) =>
  TEST_ENTRIES.some((entry) => line.startsWith(`${packageName}${entry.slice(1)} `));

/**
 * The version and exports of a list file (null when it has no version header).
 * @param {string} text
 * @returns {{ version: string, exports: string[] } | null} exports: "<import path> <name>" lines
 */
function parseApiList(text) {
  const version = text.match(/^# \S+ (\d+\.\d+\.\d+):/m)?.[1];
  if (!version) return null;
  const exports = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return { version, exports };
}

module.exports = { TEST_ENTRIES, isTestOnlyImport, parseApiList };
