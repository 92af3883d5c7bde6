// The typecheck stage checks its programs in one process, sharing the parsed declaration files
// (scripts/typecheck.mts): a type error in any program still fails it, also where the error comes
// from a declaration file an earlier program already parsed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { typecheck } from './typecheck.mts';

describe('typecheck stage', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'typecheck-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('shared/globals.d.ts', 'declare const storeName: string;\n');
    for (const program of ['clean', 'broken']) {
      write(
        `${program}/tsconfig.json`,
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, lib: ['ES2023'], types: [] },
          files: ['../shared/globals.d.ts'],
          include: ['src'],
        }),
      );
    }
    write('clean/src/name.ts', 'export const name: string = storeName;\n');
    write(
      'broken/src/count.ts',
      "export const count: number = storeName;\nexport const total: number = 'ten';\n",
    );
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('fails on the type errors of a later program and names each program with its count', () => {
    const lines: string[] = [];
    const clean = typecheck(
      ['clean/tsconfig.json', 'broken/tsconfig.json'],
      (line) => lines.push(line),
      root,
    );

    assert.equal(clean, false);
    const output = lines.join('\n');
    assert.match(output, /^\[typecheck\] clean\/tsconfig\.json: 0 errors \(/m);
    assert.match(output, /^\[typecheck\] broken\/tsconfig\.json: 2 errors \(/m);
    assert.match(output, /broken\/src\/count\.ts\(1,14\): error TS2322/);
    assert.match(output, /broken\/src\/count\.ts\(2,14\): error TS2322/);
  });

  it('passes when every program is clean', () => {
    assert.equal(
      typecheck(['clean/tsconfig.json'], () => {}, root),
      true,
    );
  });
});
