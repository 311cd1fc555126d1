/**
 * Every word a person reads goes through the message catalogue (issue 24 item 2), so that a locale
 * translates the whole portal. This parses the renderers and the mail, text and PDF templates with
 * the TypeScript compiler and fails on a string a user would read written in place:
 *  - JSX text (`<h2>Budget Plan</h2>`) and a string or template as a JSX child (`{'Retry'}`);
 *  - a string or template given to a JSX attribute, or an object property, whose name says it is
 *    read or heard (label, title, placeholder, aria-label, header, alt, tooltip, summary, …),
 *    including each branch of `a ? 'x' : 'y'` and `a ?? 'x'`; the `value` of a Tag, Badge or Chip;
 *  - the words of a toast (`toast.error('…')`);
 * and, in the templates, every string or template with words in it.
 * What is not read passes by rule, not by file: attributes and properties of other names (class
 * names, ids, routes, icons, test ids, keys), strings without a letter (`' · '`, `${a}, ${b}`), and
 * the text of `<code>`, `<kbd>` and `<samp>` (code is the same in every language).
 * The message sets themselves (src/engine/messages) are where the words live.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Attribute and property names whose value a person reads or a screen reader says. */
const READ_NAMES = new Set(
  [
    'label', 'title', 'placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder',
    'header', 'footer', 'alt', 'tooltip', 'summary', 'detail', 'caption', 'legend', 'heading', 'subtitle', 'emptyMessage',
    'acceptLabel', 'rejectLabel', 'submitLabel', 'ariaLabel', 'loadingText', 'subject', 'text', 'html', 'paragraphs', 'empty', 'note',
  ].map((name) => name.toLowerCase()),
);

/** The mail, text and PDF templates (receipts, statements, invoices, tickets, exports): every string with a word in it is read by someone. */
export const TEMPLATE_FILES = /^src\/server\/(mail\/templates|mail\/layout\.ts|pdf\/|payments\/receipt\/|payments\/autopay\/autopay-mail\.ts|modules\/records\/(delivery-ticket-pdf|document-pdf|exports)\/)/;

/** Letters outside `${…}` and HTML entities (`&nbsp;`): words, not punctuation or a filled-in value. */
function hasWords(node: ts.Node, sf: ts.SourceFile): boolean {
  const text = ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
    : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
      ? node.text
      : node.getText(sf);
  return /\p{L}/u.test(text.replace(/&[a-z]+;|&#\w+;/gi, ''));
}

/** The strings an expression may evaluate to as written: itself, each branch of `?:`, `??`, `||`, `&&`, and parentheses. */
function literalResults(node: ts.Expression): ts.Expression[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalResults(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalResults(node.whenTrue), ...literalResults(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)) {
    return [...literalResults(node.left), ...literalResults(node.right)];
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => (ts.isExpression(element) ? literalResults(element) : []));
  return [];
}

/** Markup that shows code, not words (`<code>Authorization: Bearer …</code>`): the same in every language. */
const CODE_TAGS = new Set(['code', 'kbd', 'samp']);
const isCode = (element: ts.Node) => ts.isJsxElement(element) && CODE_TAGS.has(element.openingElement.tagName.getText());

const nameOf = (name: ts.Node, sf: ts.SourceFile) => name.getText(sf).replace(/^['"]|['"]$/g, '').toLowerCase();

/** Elements whose `value` is their words (`<Tag value="Cancelled" />`), not a form control's data. */
const WORDED_VALUE = new Set(['Tag', 'Badge', 'Chip']);
function isReadAttribute(node: ts.JsxAttribute, sf: ts.SourceFile): boolean {
  const name = nameOf(node.name, sf);
  if (READ_NAMES.has(name)) return true;
  const element = node.parent.parent;
  return name === 'value' && (ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)) && WORDED_VALUE.has(element.tagName.getText(sf));
}

/** A toast shown with words (`toast.error('Upload one file at a time.')`). */
function isToast(node: ts.Node, sf: ts.SourceFile): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  return /toast/i.test(node.expression.expression.getText(sf)) && ['show', 'success', 'error', 'info', 'warn'].includes(node.expression.name.text);
}

/** Every user-visible literal of one file's source: `file:line: text`. */
export function writtenInPlace(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const template = TEMPLATE_FILES.test(file);
  const found: string[] = [];
  const seen = new Set<ts.Node>();
  const report = (node: ts.Node) => {
    if (seen.has(node) || !hasWords(node, sf)) return;
    seen.add(node);
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push(`${file}:${line}: ${node.getText(sf).trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (!isCode(node.parent)) report(node);
    }
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) literalResults(node.expression).forEach(report);
    else if (ts.isJsxAttribute(node) && isReadAttribute(node, sf) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value);
      else if (ts.isJsxExpression(value) && value.expression) literalResults(value.expression).forEach(report);
    } else if (ts.isPropertyAssignment(node) && READ_NAMES.has(nameOf(node.name, sf))) literalResults(node.initializer).forEach(report);
    else if (isToast(node, sf)) node.arguments.forEach((argument) => literalResults(argument).forEach(report));
    else if (template && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !isNotProse(node)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * In a template, a string that is code rather than prose: an import path, a property key or the
 * value of a property no one reads (`preserveAspectRatio: 'xMinYMin meet'`, `timeZone: 'UTC'`), a type,
 * a comparison operand, a developer's error (`new Error(…)`, which the log reads, not a user), markup
 * without words between its tags (`<p style="…">${…}</p>`), or a string that is one identifier-like
 * token (`'utf8'`, `'passwordReset'`, `'text/html'`, `'#158cba'`).
 */
function isNotProse(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isPropertyAssignment(parent) && (parent.name === node || !READ_NAMES.has(nameOf(parent.name, node.getSourceFile())))) return true;
  if (ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text.endsWith('Error')) return true;
  if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)) return true;
  const parts = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)] : [node.text];
  const prose = parts.join(' ').replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\w+;/gi, ' ');
  // One token once the values are taken out: a file name or path (`receipt-${n}.pdf`, `/tenant-files/${id}/assets/`).
  return !/\p{L}/u.test(prose) || /^\s*[\w./:@#-]*\s*$/.test(parts.join(''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const checkedFiles = () =>
  ['src/renderers', 'src/server']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((file) => file.startsWith('src/renderers/') || TEMPLATE_FILES.test(file));

describe('no user-visible string literal outside the message catalogue', () => {
  it('the renderers and the mail, text and PDF templates write every word through src/engine/messages', () => {
    const literals = checkedFiles().flatMap((file) => writtenInPlace(file, readFileSync(join(root, file), 'utf8')));
    expect(literals).toEqual([]);
  }, 60_000);

  it('catches planted JSX text, a read attribute, a toast, a tag and each branch of a conditional', () => {
    const source = [
      'export const A = () => (',
      '  <section aria-label="Promotions">',
      '    <h2>Budget Plan</h2>',
      "    <Button label={busy ? 'Saving' : messages.save} />",
      '    {`Refund ticket ${n}`}',
      '  </section>',
      ');',
      "toast.show({ severity: 'success', summary: 'Saved' });",
      "toast.error('Upload one file at a time.');",
      'const tag = <Tag value="Cancelled" severity="danger" />;',
    ].join('\n');
    expect(writtenInPlace('src/renderers/x.tsx', source)).toEqual([
      'src/renderers/x.tsx:2: "Promotions"',
      'src/renderers/x.tsx:3: Budget Plan',
      "src/renderers/x.tsx:4: 'Saving'",
      'src/renderers/x.tsx:5: `Refund ticket ${n}`',
      "src/renderers/x.tsx:8: 'Saved'",
      "src/renderers/x.tsx:9: 'Upload one file at a time.'",
      'src/renderers/x.tsx:10: "Cancelled"',
    ]);
  });

  it('lets through what no one reads: class names, ids, routes, icons, test ids, keys, and text without a letter', () => {
    const source = [
      'export const A = () => (',
      '  <Link to="/accounts" className="card overview__budget" id="budget-title" data-testid="budget" icon="pi pi-check">',
      "    {messages.save} · {`${city}, ${state} ${zip}`}&nbsp;{' — '}",
      '    <Button label={messages.save} aria-label={fillText(m.x, { n })} />',
      '    <InputText value="" /><Dropdown value="credit_card" />',
      '  </Link>',
      ');',
      "const row = { key: 'delivery_reminders', severity: 'success', label: messages.x };",
    ].join('\n');
    expect(writtenInPlace('src/renderers/x.tsx', source)).toEqual([]);
  });

  it('in a mail template, catches prose but not import paths, screen names, file names or markup around a value', () => {
    const source = [
      "import { brandedMail } from '../layout';",
      "const url = screenUrl(layout, base, 'passwordReset', { user_key: token });",
      "const p = `<p style=\"margin:0\">${text}</p>`;",
      'const file = `receipt-${n}.pdf`;',
      'const subject = `Reset your ${site} password`;',
      "paragraphs.push('If you did not ask for this, ignore this email.');",
    ].join('\n');
    expect(writtenInPlace('src/server/mail/templates/x.ts', source)).toEqual([
      'src/server/mail/templates/x.ts:5: `Reset your ${site} password`',
      "src/server/mail/templates/x.ts:6: 'If you did not ask for this, ignore this email.'",
    ]);
  });
});
