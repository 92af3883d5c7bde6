// The public surface of a workspace package (every name each entry of its package.json `exports`
// offers) and which of those names the other packages import outside their tests. Read with the
// TypeScript compiler API: the type checker follows `export *` chains to each name's declaration,
// so a name offered by two entries (the root re-exports `./domain`) is one export, used when
// either entry's import reaches it. Publish time only: the servers never load the compiler.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/** Unit tests do not keep an export alive: they test code, they do not need it. */
const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|([\\/]__tests__[\\/])/;
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results']);

/** Every source file under `directory`, tests and build output left out. */
function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(full)) files.push(full);
  }
  return files;
}

/**
 * The names each consumer file imports or re-exports from `packageName` or one of its
 * sub-paths, as `specifier → Set<name>`. A namespace import (`import * as x`) counts as using
 * every name of that entry.
 */
function importedNames(files: string[], packageName: string): Map<string, Set<string>> {
  const bySpecifier = new Map<string, Set<string>>();
  const use = (specifier: string, name: string) => {
    const names = bySpecifier.get(specifier) ?? new Set<string>();
    names.add(name);
    bySpecifier.set(specifier, names);
  };
  const isOurs = (specifier: string) =>
    specifier === packageName || specifier.startsWith(`${packageName}/`);
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      // `declare module '<package>' { interface X { … } }` merges into the export X: it needs it.
      if (
        ts.isModuleDeclaration(statement) &&
        ts.isStringLiteral(statement.name) &&
        isOurs(statement.name.text) &&
        statement.body &&
        ts.isModuleBlock(statement.body)
      ) {
        for (const declaration of statement.body.statements) {
          const name = (declaration as ts.Statement & { name?: ts.Node }).name;
          if (name && ts.isIdentifier(name)) use(statement.name.text, name.text);
        }
        continue;
      }
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const moduleSpecifier = statement.moduleSpecifier;
      if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier)) continue;
      const specifier = moduleSpecifier.text;
      if (!isOurs(specifier)) continue;
      if (ts.isImportDeclaration(statement)) {
        const bindings = statement.importClause?.namedBindings;
        if (statement.importClause?.name) use(specifier, 'default');
        if (bindings && ts.isNamespaceImport(bindings)) use(specifier, '*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            use(specifier, (element.propertyName ?? element.name).text);
          }
        }
      } else {
        const clause = statement.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) use(specifier, '*');
        else {
          for (const element of clause.elements) {
            use(specifier, (element.propertyName ?? element.name).text);
          }
        }
      }
    }
  }
  return bySpecifier;
}

/**
 * The names the sources of `consumerDir` (tests left out) import from `packageName`, each as
 * `<specifier> <name>` (`<specifier> *` for a namespace import), sorted: what a deployed build of
 * that package needs its contract to offer.
 */
export function importsFromPackage(consumerDir: string, packageName: string): string[] {
  const imports: string[] = [];
  for (const [specifier, names] of importedNames(sourceFiles(consumerDir), packageName)) {
    for (const name of names) imports.push(`${specifier} ${name}`);
  }
  return imports.sort();
}

/** A package's exports and the ones nothing outside it uses, each `<specifier> <name>`, sorted. */
export interface PackageExports {
  packageName: string;
  exports: string[];
  unused: string[];
}

/**
 * The package's public exports and the ones nothing outside it uses.
 * @param options.packageDir the package whose surface is measured
 * @param options.consumerDirs the packages that may import it
 * @param options.internalEntries `exports` keys meant for tests only (not checked)
 */
export function measurePackageExports({
  packageDir,
  consumerDirs,
  internalEntries = [],
}: {
  packageDir: string;
  consumerDirs: string[];
  internalEntries?: string[];
}): PackageExports {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    main?: string;
    exports?: Record<string, string>;
  };
  const packageName = manifest.name;
  const entries = Object.entries(manifest.exports ?? { '.': manifest.main ?? 'index.js' })
    .filter(([key]) => !internalEntries.includes(key))
    .map(([key, file]) => ({
      specifier: key === '.' ? packageName : `${packageName}/${key.replace(/^\.\//, '')}`,
      file: path.resolve(packageDir, file),
    }));

  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      noEmit: true,
      skipLibCheck: true,
      // No ambient @types: only the names the package's own files export are read.
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const declarationOf = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  /** specifier → name → declaration symbol */
  const surface = new Map<string, Map<string, ts.Symbol>>();
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    const names = new Map<string, ts.Symbol>();
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      names.set(symbol.name, declarationOf(symbol));
    }
    surface.set(entry.specifier, names);
  }

  const consumerFiles = consumerDirs.flatMap((directory) => sourceFiles(directory));
  const usedDeclarations = new Set<ts.Symbol>();
  for (const [specifier, names] of importedNames(consumerFiles, packageName)) {
    const offered = surface.get(specifier);
    if (!offered) continue;
    for (const name of names.has('*') ? offered.keys() : names) {
      const declaration = offered.get(name);
      if (declaration) usedDeclarations.add(declaration);
    }
  }

  const exports: string[] = [];
  const unused: string[] = [];
  for (const [specifier, names] of surface) {
    for (const [name, declaration] of names) {
      exports.push(`${specifier} ${name}`);
      if (!usedDeclarations.has(declaration)) unused.push(`${specifier} ${name}`);
    }
  }
  return { packageName, exports: exports.sort(), unused: unused.sort() };
}
