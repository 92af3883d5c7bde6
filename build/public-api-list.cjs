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

/** An export's detail line under its name: `  type: <text>` or `  value: <JSON>`. */
const DETAIL_LINE = /^ {2}(type|value): (.*)$/;

/**
 * The version and exports of a list file (null when it has no version header), and each export's
 * type and value from the indented lines under it (lists written before issue 39 have none).
 * @param {string} text
 * @returns {{ version: string, exports: string[], signatures: Record<string, { type?: string, value?: string }> } | null}
 *   exports: "<import path> <name>" lines
 */
function parseApiList(text) {
  const version = text.match(/^# \S+ (\d+\.\d+\.\d+):/m)?.[1];
  if (!version) return null;
  /** @type {string[]} */
  const exports = [];
  /** @type {Record<string, { type?: string, value?: string }>} */
  const signatures = {};
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const detail = line.match(DETAIL_LINE);
    const current = exports.at(-1);
    if (!detail) exports.push(line);
    else if (current) {
      const field = /** @type {'type' | 'value'} */ (detail[1]);
      signatures[current] = { ...signatures[current], [field]: detail[2] };
    }
  }
  return { version, exports, signatures };
}

module.exports = { TEST_ENTRIES, isTestOnlyImport, parseApiList };
