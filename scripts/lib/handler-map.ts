/**
 * The server's handler map (src/server/modules/handlers.generated.ts): every operationId of the
 * bundled document, imported from the one file under src/server/modules/ that exports a handler of
 * that exact name. Adding an operation is then the path in openapi/paths/ and a file exporting its
 * handler — no module index to keep in step. The map is typed `OperationHandlers`, so the compiler
 * still refuses a handler of the wrong type (or a name that is not a handler at all); `npm run gen`
 * refuses an operationId no file exports, or one two files export (which one would run?).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Where the map lives: inside modules/, the one file there allowed to import every module (feature-boundaries.test.ts). */
export const HANDLER_MAP_FILE = 'src/server/modules/handlers.generated.ts';
const MODULES = 'src/server/modules';

/** The operationIds of the document's paths, in document order (the top-level webhooks are not operations we serve). */
export function operationIdsOf(document: { paths: Record<string, Partial<Record<string, { operationId?: string }>>> }): string[] {
  return Object.values(document.paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.operationId ?? []));
}

/** The names a TypeScript source exports: declarations, `export { a, b as c }` and re-exports alike. */
export function exportedNames(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return file.statements.flatMap((statement): string[] => {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
    }
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name && exported(statement)) return [statement.name.text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
    }
    return [];
  });
}

/** The source files a handler may live in: every .ts under modules/ but the map itself, declarations and tests. */
function moduleFiles(root: string, dir = MODULES): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return moduleFiles(root, path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts');
    return source && path !== HANDLER_MAP_FILE ? [path] : [];
  });
}

/**
 * For each operationId, the one file (repository-relative) exporting that name. Throws, naming
 * every culprit at once, when an operationId is exported by no file or by more than one.
 */
export function findHandlers(operationIds: readonly string[], files: readonly { path: string; source: string }[]): Map<string, string> {
  const wanted = new Set(operationIds);
  const homes = new Map<string, string[]>(operationIds.map((id) => [id, []]));
  for (const { path, source } of files) {
    // Parsing is the slow part: a file that never spells an operationId exports none.
    if (!operationIds.some((id) => source.includes(id))) continue;
    for (const name of new Set(exportedNames(source, path))) if (wanted.has(name)) homes.get(name)?.push(path);
  }
  const problems = [...homes].flatMap(([id, paths]) =>
    paths.length === 0
      ? [`operationId ${id}: no file under ${MODULES}/ exports a handler named ${id}`]
      : paths.length > 1
        ? [`operationId ${id}: exported by more than one file (${paths.join(', ')}); keep one`]
        : [],
  );
  if (problems.length) throw new Error(`Cannot generate the handler map:\n  ${problems.join('\n  ')}`);
  return new Map([...homes].map(([id, [path]]) => [id, path]));
}

/** The map's source: one import line per file, then the handlers by operationId, alphabetically (stable diffs). */
export function handlerMapSource(homes: ReadonlyMap<string, string>, header: string): string {
  const byFile = new Map<string, string[]>();
  for (const [id, path] of homes) byFile.set(path, [...(byFile.get(path) ?? []), id]);
  const specifier = (path: string) => `./${relative(MODULES, path).replace(/\.ts$/, '')}`;
  const imports = [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, ids]) => `import { ${[...ids].sort().join(', ')} } from '${specifier(path)}';`);
  const entries = [...homes.keys()].sort().map((id) => `  ${id},`);
  // No eslint-disable, unlike the other generated files: this one is plain code the linter passes.
  return `${header}import type { OperationHandlers } from '../openapi/operation-types';
${imports.join('\n')}

/** Every operation of the document, by operationId, from the file under modules/ that exports it (scripts/lib/handler-map.ts). */
export const handlers: OperationHandlers = {
${entries.join('\n')}
};
`;
}

/** The generated map for the document's operations, reading the handlers' files under `root`. */
export function handlerMapFile(root: string, document: Parameters<typeof operationIdsOf>[0], header: string): string {
  const files = moduleFiles(root).map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
  return handlerMapSource(findHandlers(operationIdsOf(document), files), header);
}
