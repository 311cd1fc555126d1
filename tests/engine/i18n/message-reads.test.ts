/**
 * A message set's keys read the active language when read (engine/messages/message-set.ts). A
 * module that reads one at its top level — `const WORDS = { added: t.added }` — keeps the words of
 * the language active when it was imported: English, for every reader after. This walks src/ and
 * fails on a read of an imported message set outside any function, and proves on a planted
 * source that it catches one (and lets a read inside a function or a type pass).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** The local names a file gives the message sets it imports (`xxxMessages`, `messages`, `dialogTitles`, any alias of them). */
function messageSetNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)messages\/[\w-]+$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (!element.isTypeOnly && /^(messages|dialogTitles|\w+Messages)$/.test(imported)) names.add(element.name.text);
    }
  }
  return names;
}

/** Every read of a message set at a module's top level in one file's source: `line: read`. */
export function topLevelReads(file: string, source: string): string[] {
  if (!source.includes('messages/')) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const sets = messageSetNames(sf);
  if (!sets.size) return [];
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isTypeNode(node)) return;
    const nowInFunction = inFunction || ts.isFunctionLike(node) || ts.isClassLike(node);
    if (!nowInFunction && (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && ts.isIdentifier(node.expression) && sets.has(node.expression.text)) {
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf)}`);
    }
    ts.forEachChild(node, (child) => visit(child, nowInFunction));
  };
  visit(sf, false);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('message sets read when used', () => {
  it('no module reads a message set at its top level (it would keep the import-time language)', () => {
    const reads = sourceFiles(join(root, 'src')).flatMap((path) => topLevelReads(relative(root, path), readFileSync(path, 'utf8')));
    expect(reads).toEqual([]);
  });

  it('catches a planted top-level read, and lets reads inside functions and types pass', () => {
    const planted = [
      "import { accountCardMessages as t, fillAccountCard } from '../engine/messages/account-cards';",
      "import { messages } from '../engine/messages/catalogue';",
      'const WORDS = { added: t.added };',
      "const later = () => t.removed;",
      'function label() { return messages.valueMissing; }',
      'type Key = keyof typeof t;',
      "const SAME = fillAccountCard;",
      "export const missing = messages['valueMissing'];",
    ].join('\n');
    expect(topLevelReads('planted.ts', planted)).toEqual(['planted.ts:3: t.added', "planted.ts:8: messages['valueMissing']"]);
  });
});
