#!/usr/bin/env -S node --import tsx
// The typecheck stage of `npm test` (docs/decisions/0997): every program of typecheckedProjects()
// checked in this one process, as `tsc -p <tsconfig>` would check it, with the declaration files
// (the standard libraries, @types/node, the packages' .d.ts) parsed once for all of them instead
// of once per tsc process. `tsc -b` shares them the same way between the projects of a build;
// the programs here are not project references (each keeps its own options and files).
//
// `node --import tsx scripts/typecheck.mts [tsconfig...]` checks the named programs (all by default)
// and exits 1 when any has an error.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import ts from 'typescript';

import { REPO_ROOT } from './lib/run.mjs';
import { typecheckedProjects } from './test.mts';

// Like tsc: colours and the source line on a terminal, one line per error otherwise (npm test).
const formatDiagnostics = process.stdout.isTTY
  ? ts.formatDiagnosticsWithColorAndContext
  : ts.formatDiagnostics;
const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => REPO_ROOT,
  getNewLine: () => '\n',
};

/** `.d.ts`, `.d.mts`, `.d.cts`: the files shared between programs (the programs' own sources are not). */
const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/**
 * A compiler host whose declaration files, once parsed for one program, serve the next (keyed by
 * path and module format, as tsc -b keys them); the programs' own sources are parsed per program.
 */
function sharedDeclarationsHost(
  options: ts.CompilerOptions,
  declarations: Map<string, ts.SourceFile>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  // As tsc sets it: JSDoc is parsed where it can hold types (JavaScript), not in TypeScript.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const parse = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const format =
      typeof languageVersionOrOptions === 'object'
        ? languageVersionOrOptions.impliedNodeFormat
        : undefined;
    const key = `${format ?? ''}:${path.resolve(fileName)}`;
    const parsed = declarations.get(key);
    if (parsed) return parsed;
    const sourceFile = parse(
      fileName,
      languageVersionOrOptions,
      onError,
      shouldCreateNewSourceFile,
    );
    if (sourceFile && DECLARATION_FILE.test(fileName)) declarations.set(key, sourceFile);
    return sourceFile;
  };
  return host;
}

/** The diagnostics of the program a tsconfig describes (config errors included), as tsc reports them. */
function diagnosticsOf(
  project: string,
  declarations: Map<string, ts.SourceFile>,
  root: string,
): readonly ts.Diagnostic[] {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.resolve(root, project),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  );
  if (!parsed) return configErrors;
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
    host: sharedDeclarationsHost(parsed.options, declarations),
  });
  return ts.getPreEmitDiagnostics(program);
}

/** Checks `projects` (tsconfig paths from `root`); true when none has an error. */
export function typecheck(projects: string[], log = console.log, root = REPO_ROOT): boolean {
  const declarations = new Map<string, ts.SourceFile>();
  let clean = true;
  for (const project of projects) {
    const began = performance.now();
    const diagnostics = diagnosticsOf(project, declarations, root);
    const errors = diagnostics.filter(
      (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
    ).length;
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    log(`[typecheck] ${project}: ${errors} error${errors === 1 ? '' : 's'} (${seconds}s)`);
    if (diagnostics.length > 0) log(formatDiagnostics(diagnostics, formatHost));
    if (errors > 0) clean = false;
  }
  return clean;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const named = process.argv.slice(2);
  process.exit(typecheck(named.length > 0 ? named : typecheckedProjects()) ? 0 : 1);
}
