// Every spreadsheet export, in each of the seven languages, read back with
// SheetJS (exceljs writes them): the headers are the message file's words in the reader's
// language, dates are date cells, amounts and hours are numbers with two decimals, statuses are
// the screens' words, and the header row is frozen. The CSV of the same list uses the reader's
// list separator (a semicolon where the decimal sign is a comma), starts with a byte-order mark,
// and writes numbers and dates as that reader's spreadsheet parses them.
import { unzipSync, strFromU8 } from 'fflate';
import * as XLSX from 'xlsx';
import { eq, inArray } from 'drizzle-orm';
import { crewChecks, crewSignOffs, persons, tenants, users } from './db/schema';
import { LOCALES, type TLocale } from '../domain/i18n/locales';
import { translator, readerFormat } from './services/i18n/translate';
import { insertCheck } from './test-support/fixtures';
import { crewWithChiefAndMembers, type TTestCrew } from './test-support/scenarios';
import { HOST_DEMO } from './test-support/test-backend';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner', 'office', 'client'] });
type TWho = keyof typeof tokens;
const NAME = 'Łukasz Żółć';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COMMA_LOCALES: readonly TLocale[] = ['nl', 'fr', 'de-AT', 'de', 'es'];

async function download(path: string, who: TWho) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-forwarded-host': HOST_DEMO, type: 'MOBILE' },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition') ?? '',
    data: Buffer.from(await res.arrayBuffer()),
  };
}

async function workbook(path: string, who: TWho) {
  const file = await download(path, who);
  expect([path, file.status, file.type]).toEqual([path, 200, XLSX_TYPE]);
  expect(file.disposition).toMatch(/^attachment; filename=".+\.xlsx"/);
  const book = XLSX.read(file.data, { cellNF: true });
  // SheetJS does not read panes: the frozen header row is read from the sheet's own XML.
  const parts = unzipSync(new Uint8Array(file.data));
  book.SheetNames.forEach((_, i) => {
    const xml = strFromU8(parts[`xl/worksheets/sheet${i + 1}.xml`]!);
    expect(xml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
  });
  return book;
}

const rowsOf = (book: XLSX.WorkBook, sheet: number) =>
  XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[sheet]!]!, { header: 1, raw: true });

/** The cell of `header` in the first row whose first cells are `first`. */
function cellOf(book: XLSX.WorkBook, sheet: number, match: (row: unknown[]) => boolean, header: string) {
  const ws = book.Sheets[book.SheetNames[sheet]!]!;
  const rows = rowsOf(book, sheet);
  const r = rows.findIndex((row, i) => i > 0 && match(row));
  const c = (rows[0] as string[]).indexOf(header);
  expect([r > 0, c >= 0]).toEqual([true, true]);
  return ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject;
}

function expectDateCell(cell: XLSX.CellObject, date: string) {
  expect(cell.t).toBe('n');
  expect(XLSX.SSF.is_date(String(cell.z))).toBe(true);
  expect(XLSX.SSF.format('yyyy-mm-dd', cell.v as number)).toBe(date);
}

/** A number cell, with the number format of amounts and hours where `format` is given. */
function expectNumberCell(cell: XLSX.CellObject, value: number, format?: string) {
  expect([cell.t, cell.v]).toEqual(['n', value]);
  if (format) expect(cell.z).toBe(format);
}

const crews: Record<string, TTestCrew> = {};

beforeAll(async () => {
  await be.db.update(tenants).set({ useUserLanguage: true }).where(eq(tenants.id, 1));
  await be.db.update(persons).set({ firstName: 'Łukasz', lastName: 'Żółć' }).where(eq(persons.id, personIds.crew));
});

describe.each(LOCALES.map((locale, i) => [locale, i] as const))('exports in %s', (locale, i) => {
  const t = translator(locale, 'Exports');
  const col = (key: string) => t(`columns.${key}`);
  const date = `2026-03-${String(10 + 2 * i).padStart(2, '0')}`;
  const nextDay = `2026-03-${String(11 + 2 * i).padStart(2, '0')}`;

  beforeAll(async () => {
    await be.db
      .update(users)
      .set({ language: locale })
      .where(inArray(users.username, ['planner@example.com', 'office@example.com']));
    const crew = await crewWithChiefAndMembers(be, {
      chiefId: personIds.chief,
      members: [personIds.crew, personIds.chief],
      date,
      endDate: nextDay,
      name: `Crew ${locale}`,
    });
    crews[locale] = crew;
    // Signed off on `date`: the member's hours count; the chief's own wait for a planner.
    await insertCheck(be, crew, personIds.crew, date, {
      inAt: `${date}T07:00:00Z`,
      outAt: `${date}T16:00:00Z`,
      paidMinutes: 510,
      chargedMinutes: 540,
    });
    const chiefCheck = await insertCheck(be, crew, personIds.chief, date, {
      inAt: `${date}T07:00:00Z`,
      outAt: `${date}T16:00:00Z`,
      paidMinutes: 480,
      chargedMinutes: 480,
    });
    await be.db.update(crewChecks).set({ hoursPending: true }).where(eq(crewChecks.id, chiefCheck));
    await be.db
      .insert(crewSignOffs)
      .values({ tenantId: 1, projectCrewId: crew.crewId, workDate: date, signedOffByPersonId: personIds.chief });
    // The next day is not signed off: its hours are not yet worked hours.
    await insertCheck(be, crew, personIds.crew, nextDay, {
      inAt: `${nextDay}T07:00:00Z`,
      outAt: `${nextDay}T10:00:00Z`,
      paidMinutes: 180,
      chargedMinutes: 180,
    });
  });

  it("a project's crews and people: headers, statuses, typed dates and times", async () => {
    const crew = crews[locale]!;
    const book = await workbook(`/projects/${crew.projectId}/exports/crews`, 'planner');
    expect(book.SheetNames).toEqual([t('sheets.crews')]);
    expect(rowsOf(book, 0)[0]).toEqual(
      ['crew', 'location', 'city', 'crewChief', 'contactOnSite', 'function', 'status', 'startDate', 'endDate']
        .concat(['startTime', 'endTime', 'rows', 'filled', 'catering', 'comment'])
        .map(col),
    );
    const mine = (row: unknown[]) => row[0] === `Crew ${locale}`;
    expect(cellOf(book, 0, mine, col('status')).v).toBe(translator(locale, 'ProjectPage')('itemStatus.active'));
    expectDateCell(cellOf(book, 0, mine, col('startDate')), date);
    const start = cellOf(book, 0, mine, col('startTime'));
    expect([start.t, XLSX.SSF.format('hh:mm', start.v as number)]).toEqual(['n', '08:00']);
    expectNumberCell(cellOf(book, 0, mine, col('rows')), 2);

    const people = await workbook(`/projects/${crew.projectId}/exports/people`, 'office');
    expect(rowsOf(people, 0)[0]).toContain(col('phone'));
    const member = (row: unknown[]) => row.includes(NAME);
    expect(cellOf(people, 0, member, col('status')).v).toBe(translator(locale, 'JobsPage')('statuses.confirmed'));
  });

  it('hours worked: per person and per shift, approved hours of signed-off days only', async () => {
    const book = await workbook(`/exports/hours?from=${date}&to=${nextDay}`, 'office');
    expect(book.SheetNames).toEqual([t('sheets.hoursPerPerson'), t('sheets.shifts')]);
    expect(rowsOf(book, 0)).toHaveLength(2);
    const me = (row: unknown[]) => row[0] === NAME;
    expectNumberCell(cellOf(book, 0, me, col('paidHours')), 8.5, '0.00');
    expectNumberCell(cellOf(book, 0, me, col('chargedHours')), 9, '0.00');
    expectNumberCell(cellOf(book, 0, me, col('days')), 1);
    const shifts = rowsOf(book, 1);
    expect(shifts).toHaveLength(2);
    expectDateCell(
      cellOf(book, 1, (row) => row[1] === NAME, col('date')),
      date,
    );
    // 07:00 UTC is 08:00 on the tenant's clock.
    const checkIn = cellOf(book, 1, (row) => row[1] === NAME, col('checkIn'));
    expect(XLSX.SSF.format('hh:mm', checkIn.v as number)).toBe('08:00');
  });

  it('invoices and receipts: the list’s rows, amounts with two decimals, dates as dates', async () => {
    const list = await be.call('GET', '/invoices?limit=100', { token: tokens.office });
    const invoices = await workbook('/exports/invoices', 'office');
    expect(invoices.SheetNames).toEqual([t('sheets.invoices')]);
    expect(rowsOf(invoices, 0)).toHaveLength(list.body.meta.total + 1);
    const first = list.body.data[0];
    const row = (r: unknown[]) => r[0] === first.number;
    expectNumberCell(cellOf(invoices, 0, row, col('gross')), first.gross / 100, '#,##0.00');
    expectDateCell(cellOf(invoices, 0, row, col('dueDate')), first.dueDate);
    expect(cellOf(invoices, 0, row, col('status')).v).toBe(
      translator(locale, 'MoneyParts')(`invoiceStatus.${first.status}`),
    );

    const open = await be.call('GET', '/receipts?status=open&limit=100', { token: tokens.office });
    const receipts = await workbook('/exports/receipts?status=open', 'office');
    expect(rowsOf(receipts, 0)).toHaveLength(open.body.meta.total + 1);
    const receipt = open.body.data[0];
    const r = (x: unknown[]) => x[0] === receipt.number;
    expectNumberCell(cellOf(receipts, 0, r, col('vat')), receipt.vat / 100, '#,##0.00');
    expect(cellOf(receipts, 0, r, col('status')).v).toBe(translator(locale, 'MoneyParts')('receiptStatus.open'));
  });

  it('the CSV: the reader’s separator, a byte-order mark, translated headers, numbers as they read them', async () => {
    const file = await download(`/exports/hours?from=${date}&to=${nextDay}&format=csv`, 'office');
    expect([file.status, file.type]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(file.disposition).toMatch(/\.csv"/);
    expect([...file.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sep = COMMA_LOCALES.includes(locale) ? ';' : ',';
    const text = file.data.toString('utf8').slice(1);
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(['person', 'email', 'days', 'paidHours', 'chargedHours'].map(col).join(sep));
    const format = readerFormat({ locale, timeZone: 'Europe/Amsterdam' });
    const [paid, charged] = [format.sheetNumber(8.5), format.sheetNumber(9)];
    expect(paid).toBe(sep === ';' ? '8,50' : '8.50');
    expect(lines).toEqual([[NAME, 'crew@example.com', '1', paid, charged].join(sep)]);
    // A second reader, SheetJS's CSV parser, splits it into the same cells.
    const parsed = XLSX.read(text, { type: 'string', FS: sep, raw: true });
    expect(XLSX.utils.sheet_to_json<unknown[]>(parsed.Sheets[parsed.SheetNames[0]!]!, { header: 1 })[1]).toEqual([
      NAME,
      'crew@example.com',
      '1',
      paid,
      charged,
    ]);
  });
});

describe('export rights and input', () => {
  it('hours are for planners and office; receipts need the right; a client exports only their own invoices', async () => {
    const period = 'from=2026-03-01&to=2026-03-31';
    expect((await download(`/exports/hours?${period}`, 'planner')).status).toBe(200);
    expect((await download(`/exports/hours?${period}`, 'crew')).status).toBe(403);
    expect((await download(`/exports/hours?${period}`, 'client')).status).toBe(403);
    expect((await download('/exports/receipts', 'crew')).status).toBe(403);
    const own = await be.call('GET', '/invoices?limit=100', { token: tokens.client });
    const book = XLSX.read((await download('/exports/invoices', 'client')).data);
    expect(rowsOf(book, 0)).toHaveLength(own.body.meta.total + 1);
  });

  it('refuses a period that ends before it starts, a year and more, or an unknown format', async () => {
    const backwards = await be.call('GET', '/exports/hours?from=2026-03-10&to=2026-03-01', { token: tokens.office });
    expect(backwards.status).toBe(422);
    const long = await be.call('GET', '/exports/hours?from=2026-01-01&to=2027-01-02', { token: tokens.office });
    expect(long.status).toBe(422);
    const pdf = await be.call('GET', '/exports/invoices?format=pdf', { token: tokens.office });
    expect(pdf.status).toBe(422);
  });

  it("the crew's documents of a company, as a list", async () => {
    await be.db.update(users).set({ language: 'en' }).where(eq(users.username, 'office@example.com'));
    const [company] = (await be.call('GET', '/companies', { token: tokens.office })).body.data;
    const book = await workbook(`/companies/${company.id}/exports/crewDocuments`, 'office');
    const t = translator('en', 'Exports');
    expect(rowsOf(book, 0)[0]).toEqual(
      ['person', 'document', 'documentType', 'status', 'createdOn', 'signedOn'].map((k) => t(`columns.${k}`)),
    );
    const [, ...rows] = rowsOf(book, 0);
    const status = translator('en', 'Paperwork');
    // The demo company's crew has documents, signed and still to sign.
    const words = [status('documentStatus.signed'), status('documentStatus.pending')];
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(words));
    const signed = cellOf(book, 0, (r) => r[3] === words[0], t('columns.signedOn'));
    expect(XLSX.SSF.is_date(String(signed.z))).toBe(true);
    expect((await download(`/companies/${company.id}/exports/crewDocuments`, 'crew')).status).toBe(403);
  });
});
