// Where the repository is: the store's default directory and the packages a deploy builds are
// named relative to it. This file sits one level below the package in its sources (src/) and in
// its build (dist/), so the same path leads up from both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
