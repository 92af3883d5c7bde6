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

/**
 * What an export is, beyond its name: its type as the compiler prints it, and for a constant whose
 * initializer can be read without running the code, its value as JSON.
 */
export interface ExportSignature {
  type: string;
  value?: string;
}

/** A package's exports and the ones nothing outside it uses, each `<specifier> <name>`, sorted. */
export interface PackageExports {
  packageName: string;
  exports: string[];
  unused: string[];
  /** `<specifier> <name>` → its type and value. */
  signatures: Record<string, ExportSignature>;
}

// No truncation, and no `import("/absolute/path")` qualifiers: the text lands in a checked-in file.
const TYPE_TEXT_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** A type's text; a union's members sorted, since the compiler orders them by creation. */
function typeText(checker: ts.TypeChecker, type: ts.Type, flags = TYPE_TEXT_FLAGS): string {
  if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) {
    const members = type.types.map((member) => checker.typeToString(member, undefined, flags));
    if (members.every((member) => !member.includes('=>'))) return members.sort().join(' | ');
  }
  return checker.typeToString(type, undefined, flags);
}

/** The members of an interface, one level deep: `{ id: string; note?: string; }`. */
function interfaceText(checker: ts.TypeChecker, type: ts.Type): string {
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${property.name}${optional}: ${typeText(checker, checker.getTypeOfSymbol(property))}; `;
  });
  const signatures = [
    ...type.getCallSignatures().map((signature) => `${checker.signatureToString(signature)}; `),
    ...checker
      .getIndexInfosOfType(type)
      .map(
        (info) => `[key: ${typeText(checker, info.keyType)}]: ${typeText(checker, info.type)}; `,
      ),
  ];
  return `{ ${[...signatures, ...members].join('')}}`;
}

/** The declared type of an export: a value's type, a type alias's definition, an interface's members. */
function declaredTypeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  if (symbol.flags & ts.SymbolFlags.Value)
    return typeText(checker, checker.getTypeOfSymbol(symbol));
  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  if (symbol.flags & ts.SymbolFlags.Interface) return interfaceText(checker, declared);
  return typeText(checker, declared, TYPE_TEXT_FLAGS | ts.TypeFormatFlags.InTypeAlias);
}

/** Marks an expression whose value cannot be read without running the code. */
const UNKNOWN = Symbol('unknown');
type StaticValue = unknown;

/**
 * The value of a constant's initializer when it is made of literals, other such constants and
 * arithmetic on them (`50 * 100`, `{ ...DEFAULTS, limit: 3 } as const`); UNKNOWN otherwise.
 */
function staticValue(
  checker: ts.TypeChecker,
  node: ts.Expression,
  seen: Set<ts.Node>,
): StaticValue {
  if (seen.has(node)) return UNKNOWN;
  seen.add(node);
  const read = (expression: ts.Expression) => staticValue(checker, expression, seen);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return read(node.expression);
  }
  if (ts.isPrefixUnaryExpression(node)) {
    const operand = read(node.operand);
    if (typeof operand !== 'number') return UNKNOWN;
    if (node.operator === ts.SyntaxKind.MinusToken) return -operand;
    if (node.operator === ts.SyntaxKind.PlusToken) return operand;
    return UNKNOWN;
  }
  if (ts.isBinaryExpression(node)) {
    const left = read(node.left);
    const right = read(node.right);
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.PlusToken) {
      if (typeof left === 'string' && (typeof right === 'string' || typeof right === 'number'))
        return left + right;
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      return UNKNOWN;
    }
    if (typeof left !== 'number' || typeof right !== 'number') return UNKNOWN;
    if (operator === ts.SyntaxKind.MinusToken) return left - right;
    if (operator === ts.SyntaxKind.AsteriskToken) return left * right;
    if (operator === ts.SyntaxKind.SlashToken) return left / right;
    if (operator === ts.SyntaxKind.AsteriskAsteriskToken) return left ** right;
    return UNKNOWN;
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = read(span.expression);
      if (typeof part !== 'string' && typeof part !== 'number') return UNKNOWN;
      text += `${part}${span.literal.text}`;
    }
    return text;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items: unknown[] = [];
    for (const element of node.elements) {
      if (ts.isSpreadElement(element)) {
        const spread = read(element.expression);
        if (!Array.isArray(spread)) return UNKNOWN;
        items.push(...(spread as unknown[]));
      } else {
        const item = read(element);
        if (item === UNKNOWN) return UNKNOWN;
        items.push(item);
      }
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = read(property.expression);
        if (spread === null || typeof spread !== 'object') return UNKNOWN;
        Object.assign(object, spread);
        continue;
      }
      const key =
        property.name &&
        (ts.isIdentifier(property.name) ||
          ts.isStringLiteral(property.name) ||
          ts.isNumericLiteral(property.name))
          ? property.name.text
          : null;
      if (key === null) return UNKNOWN;
      const value = ts.isPropertyAssignment(property)
        ? read(property.initializer)
        : ts.isShorthandPropertyAssignment(property)
          ? read(property.name)
          : UNKNOWN;
      if (value === UNKNOWN) return UNKNOWN;
      object[key] = value;
    }
    return object;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'Object.freeze') {
    const [argument] = node.arguments;
    return argument ? read(argument) : UNKNOWN;
  }
  if (ts.isPropertyAccessExpression(node)) {
    const object = read(node.expression);
    if (object === null || typeof object !== 'object') return UNKNOWN;
    const value = (object as Record<string, unknown>)[node.name.text];
    return value === undefined ? UNKNOWN : value;
  }
  if (ts.isIdentifier(node)) {
    const symbol = checker.getSymbolAtLocation(node);
    const declaration = symbol && constantDeclaration(checker, symbol);
    return declaration?.initializer ? read(declaration.initializer) : UNKNOWN;
  }
  return UNKNOWN;
}

/** The `const` declaration behind a symbol (through imports), or undefined. */
function constantDeclaration(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
): ts.VariableDeclaration | undefined {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  const isConst = (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
  return isConst ? declaration : undefined;
}

/** An export's type and, for a constant with a readable value, its value as JSON. */
function signatureOf(checker: ts.TypeChecker, symbol: ts.Symbol): ExportSignature {
  // One line each: the list file gives an export's type and value a line of their own.
  const type = declaredTypeText(checker, symbol).replace(/\s*\n\s*/g, ' ');
  const signature: ExportSignature = { type };
  const initializer = constantDeclaration(checker, symbol)?.initializer;
  const value = initializer ? staticValue(checker, initializer, new Set()) : UNKNOWN;
  if (value !== UNKNOWN) signature.value = JSON.stringify(value);
  return signature;
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
  const signatures: Record<string, ExportSignature> = {};
  for (const [specifier, names] of surface) {
    for (const [name, declaration] of names) {
      const entry = `${specifier} ${name}`;
      exports.push(entry);
      signatures[entry] = signatureOf(checker, declaration);
      if (!usedDeclarations.has(declaration)) unused.push(entry);
    }
  }
  return { packageName, exports: exports.sort(), unused: unused.sort(), signatures };
}

/**
 * The value of the exported constant `name` of a TypeScript source file, read without running it
 * (literals, other such constants, arithmetic); undefined when it cannot be read so. Lets the
 * built CLIs read tables the front end keeps in TypeScript (the route table).
 */
export function constantValueOf(file: string, name: string): unknown {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  const symbol = moduleSymbol && checker.tryGetMemberInModuleExports(name, moduleSymbol);
  const initializer = symbol && constantDeclaration(checker, symbol)?.initializer;
  const value = initializer ? staticValue(checker, initializer, new Set()) : UNKNOWN;
  return value === UNKNOWN ? undefined : value;
}
