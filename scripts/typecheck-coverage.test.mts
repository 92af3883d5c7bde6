// Every tracked source file is type-checked by a program the typecheck stage runs (issue 38: no
// line of ours outside the type check). A new file that no tsconfig includes, or a JavaScript file
// in a program that does not check JavaScript, fails here by name instead of being skipped.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import ts from 'typescript';

import { REPO_ROOT } from './lib/run.mjs';
import { typecheckedProjects } from './test.mts';

/** Source files: TypeScript and JavaScript in every module flavour. */
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const JAVASCRIPT_FILE = /\.[cm]?jsx?$/;

/**
 * Rewritten in TypeScript on branch wt/split (issue 38); empty this list when that lands. A listed
 * file that is no longer tracked fails the test, so the list cannot outlive its reason.
 */
/** The comment pragma that turns checking off or on for one file, if its opening has one. */
function pragmaOf(file: string): 'nocheck' | 'check' | null {
  const opening = readFileSync(file, 'utf8').slice(0, 2000);
  if (/^\s*\/\/\s*@ts-nocheck/m.test(opening)) return 'nocheck';
  return /^\s*\/\/\s*@ts-check/m.test(opening) ? 'check' : null;
}

/**
 * The files (absolute) that the tsconfig `project` includes and checks: TypeScript, and JavaScript
 * when the program checks JavaScript (checkJs) or the file asks for it (// @ts-check); a file that
 * opts out (// @ts-nocheck) is not checked.
 */
function checkedFiles(project: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(project, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${project} could not be read`);
  return parsed.fileNames.filter((file) => {
    const pragma = pragmaOf(file);
    if (pragma === 'nocheck') return false;
    return !JAVASCRIPT_FILE.test(file) || parsed.options.checkJs === true || pragma === 'check';
  });
}

/** The source files of `tracked` (relative to `root`) that none of `projects` checks, sorted. */
function uncheckedFiles(root: string, tracked: string[], projects: string[]): string[] {
  const checked = new Set(
    projects.flatMap((project) => checkedFiles(path.join(root, project))).map(path.normalize),
  );
  return tracked
    .filter((file) => SOURCE_FILE.test(file) && !checked.has(path.join(root, file)))
    .sort();
}

describe('type check coverage', () => {
  it('names a file no tsconfig includes, an unchecked JavaScript file and a file that opts out', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'typecheck-coverage-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write(
        'tsconfig.json',
        JSON.stringify({ compilerOptions: { allowJs: true }, include: ['src'] }),
      );
      write(
        'tsconfig.tools.json',
        JSON.stringify({
          compilerOptions: { allowJs: true, checkJs: true },
          include: ['tools/checked.cjs'],
        }),
      );
      write('src/typed.ts', 'export const typed = 1;\n');
      write('src/plain.mjs', 'export const plain = 1;\n');
      write('src/opted-in.mjs', '// @ts-check\nexport const optedIn = 1;\n');
      write('src/opted-out.ts', '// @ts-nocheck\nexport const optedOut = 1;\n');
      write('tools/checked.cjs', 'module.exports = {};\n');
      write('tools/new-plugin.cjs', 'module.exports = {};\n');
      const tracked = [
        'src/typed.ts',
        'src/plain.mjs',
        'src/opted-in.mjs',
        'src/opted-out.ts',
        'tools/checked.cjs',
        'tools/new-plugin.cjs',
        'README.md',
      ];

      assert.deepEqual(uncheckedFiles(root, tracked, ['tsconfig.json', 'tsconfig.tools.json']), [
        'src/opted-out.ts',
        'src/plain.mjs',
        'tools/new-plugin.cjs',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('type-checks every tracked source file of the repository in the typecheck stage', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const unchecked = uncheckedFiles(REPO_ROOT, tracked, typecheckedProjects());
    assert.deepEqual(
      unchecked,
      [],
      'add these files to a tsconfig that npm test -- typecheck runs (scripts/test.mts, typecheckedProjects), as TypeScript or as JavaScript with checkJs',
    );
  });
});
