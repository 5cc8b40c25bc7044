// The words of a mail, a PDF, an export, a push message, a calendar feed or a to-do the
// product writes come from the message files, never from a string written into the code that
// builds it. This reads every builder under lib/backend (TypeScript's own parser, not a regular
// expression) and fails on a string with words in it in what is handed to the layout: the
// arguments of renderPdf, renderInvoicePdf, composeMail and exportFile, of the to-do writers and of
// the calendar feed's events; objects typed TPdfContent, TMailParts, TExportSheet or TPushMessage;
// and what the PDF layout draws itself. A translation key (the first argument of a call:
// t('…'), w.label('…')) and the file-name and media-type fields are not text for a reader.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..', '..');
const BACKEND = join(ROOT, 'lib', 'backend');
const LAYOUT_CALLS = new Set([
  'renderPdf',
  'renderInvoicePdf',
  'composeMail',
  'exportFile',
  // The to-dos the product writes itself (activities/activity-texts.ts).
  'storedActivityText',
  // The calendar feed's calendar and events (self-service/calendar-feed.ts).
  'ical',
  'createEvent',
  'addPlannerActivity',
  'insertProjectTodo',
]);
/** The PDF layout's own drawing (render-pdf.ts: `w.text(…)`, `fonts.draw(page, …)`): text on the page. */
const DRAW_CALLS = new Set(['text', 'paragraph', 'draw']);
const DRAWERS = new Set(['w', 'this', 'fonts', 'this.fonts']);
/** The text argument of a drawing call of the PDF layout, if `call` is one. */
function drawnText(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !DRAW_CALLS.has(callee.name.text)) return undefined;
  if (!DRAWERS.has(callee.expression.getText())) return undefined;
  return call.arguments[callee.name.text === 'draw' ? 1 : 0];
}
const LAYOUT_TYPES = new Set(['TPdfContent', 'TMailParts', 'TExportSheet', 'TPushMessage']);
/** Fields that name a file, a format or a link, not words anyone reads as text. */
const NOT_TEXT = new Set(['fileName', 'contentType', 'type', 'url', 'typeName', 'prodId', 'tag']);
/** Calls whose other arguments name a namespace or a format (translator(locale, 'Pdf'), format.instant(at, 'time')). */
const NAMING_CALLS = new Set(['translator', 'instant', 'calendar', 'range', 'calendarSpan']);
/** Fields that hold a translation key (an export's sheet and file name, a to-do's words) or a code. */
const KEY_FIELDS = new Set(['key', 'category']);
/** The demo's stand-ins for files people upload are English documents on purpose (seed/context.ts). */
const NOT_BUILDERS = [join(BACKEND, 'seed')];
/** Two letters in a row: a word. Separators ("-", ", ", " – ", "%") are not. */
const WORDS = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_BUILDERS.includes(path) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !path.includes('test-support') ? [path] : [];
  });
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};
/** A type's name; of an array, a tuple or a promise, the name of what it holds. */
const typeName = (type: ts.TypeNode | undefined): string => {
  if (type && ts.isArrayTypeNode(type)) return typeName(type.elementType);
  if (type && ts.isUnionTypeNode(type)) return type.types.map(typeName).find((name) => LAYOUT_TYPES.has(name)) ?? '';
  if (type && ts.isTupleTypeNode(type) && type.elements[0] && !ts.isNamedTupleMember(type.elements[0]))
    return typeName(type.elements[0]);
  if (!type || !ts.isTypeReferenceNode(type)) return '';
  const name = type.typeName.getText();
  return name === 'Promise' ? typeName(type.typeArguments?.[0]) : name;
};

/** The layout input in a file: call arguments and typed objects handed to the layout. */
function layoutInputs(file: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && LAYOUT_CALLS.has(calleeName(node))) found.push(...node.arguments);
    else if (ts.isCallExpression(node) && drawnText(node)) found.push(drawnText(node)!);
    else if (ts.isVariableDeclaration(node) && LAYOUT_TYPES.has(typeName(node.type)) && node.initializer)
      found.push(node.initializer);
    else if (
      (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) &&
      LAYOUT_TYPES.has(typeName(node.type)) &&
      node.body
    )
      found.push(node.body);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const KEY = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]*)*$/;
const isKey = (node: ts.Node): boolean =>
  (ts.isConditionalExpression(node) && isKey(node.whenTrue) && isKey(node.whenFalse)) ||
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY.test(node.text)) ||
  (ts.isTemplateExpression(node) &&
    [node.head, ...node.templateSpans.map((s) => s.literal)].every((part) => /^[A-Za-z0-9.]*$/.test(part.text)));

/** Strings with words in a layout input, as "file:line text". */
function wordsIn(file: ts.SourceFile, input: ts.Node): string[] {
  const found: string[] = [];
  const at = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${relative(ROOT, file.fileName)}:${line + 1} ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    // A translation key (a call's first argument, dotted words without spaces) is the message
    // file's business; the values handed with it are still looked at.
    if (ts.isCallExpression(node) && NAMING_CALLS.has(calleeName(node))) {
      node.arguments.filter((a) => !isKey(a)).forEach(visit);
      return;
    }
    if (ts.isCallExpression(node)) {
      const [key, ...rest] = node.arguments;
      if (key && isKey(key)) {
        rest.forEach(visit);
        ts.forEachChild(node.expression, visit);
        return;
      }
    }
    if (ts.isPropertyAssignment(node) && NOT_TEXT.has(node.name.getText(file))) return;
    if (ts.isPropertyAssignment(node) && KEY_FIELDS.has(node.name.getText(file)) && isKey(node.initializer)) return;
    // A comparison with a code (`kind === 'crewChiefSheet'`) is not text either.
    const equality = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken];
    if (ts.isBinaryExpression(node) && equality.includes(node.operatorToken.kind)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORDS.test(node.text))
      at(node, node.text);
    if (ts.isTemplateExpression(node)) {
      for (const part of [node.head, ...node.templateSpans.map((s) => s.literal)])
        if (WORDS.test(part.text)) at(part, part.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(input);
  return found;
}

function englishIn(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  return layoutInputs(file).flatMap((input) => wordsIn(file, input));
}

describe('mail, PDF and export builders', () => {
  it('write no words of their own: every text comes from the message files', () => {
    const files = sourceFiles(BACKEND);
    const builders = files.filter(
      (path) =>
        layoutInputs(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)).length,
    );
    // The scan sees the builders it is for (a rename would otherwise make it pass on nothing).
    expect(builders.map((path) => relative(BACKEND, path)).sort()).toEqual(
      expect.arrayContaining([
        'services/auth/password-reset.ts',
        'services/auth/welcome-mail.ts',
        'services/notifications/push-texts.ts',
        'services/self-service/calendar-feed.ts',
        'services/field-work/documents.ts',
        'services/field-work/hours-export.ts',
        'services/field-work/security-checks.ts',
        'services/money/invoice-pdf.ts',
        'services/money/invoice-write.ts',
        'services/money/list-exports.ts',
        'services/paperwork/payroll-items.ts',
        'services/paperwork/documents/complete-document.ts',
        'services/paperwork/documents/list-crew-documents.ts',
        'services/paperwork/documents/notify-next-signatory.ts',
        'services/paperwork/forms-perform.ts',
        'services/paperwork/payroll-documents.ts',
        'services/projects/exports.ts',
        'services/projects/report.ts',
        'services/pdf/render-pdf.ts',
        'services/planning/client-requests.ts',
        'services/planning/jobs.ts',
        'services/shift-swaps/swap-activities.ts',
        'services/vacancies/vacancies.ts',
      ]),
    );
    expect(files.flatMap((path) => englishIn(path))).toEqual([]);
  });

  it('catches a word written into a builder, in a string or a template', () => {
    const path = join(BACKEND, 'services', 'example.ts');
    const source = [
      "const content: TPdfContent = { reader, title: 'Delivery note', facts: [[w.label('date'), d]], subject: `${n} signed` };",
      "composeMail(reader, { subject: t('x.subject'), paragraphs: [t('x.intro', { n: 'ok' })], signOff: 'Kind regards' });",
      "renderPdf({ reader, title: w.t('a'), facts: [], subject: '-', attachments: [{ fileName: 'note.pdf' }] });",
      "renderPdf({ reader, title: w.t(`x.${kind}`), facts: [[shout('Signed by'), '']], subject: 's' });",
      "exportFile(reader, format, [{ key: 'crews', columns: [], rows: [['Approved']] }], { key: 'Crew list' });",
    ].join('\n');
    expect(englishIn(path, source).map((hit) => hit.replace(/^\S+ /, ''))).toEqual([
      '"Delivery note"',
      '" signed"',
      '"ok"',
      '"Kind regards"',
      '"Signed by"',
      '"Approved"',
      '"Crew list"',
    ]);
  });
});
