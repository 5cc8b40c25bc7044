// Spreadsheet exports as the office uses them: the invoice list, filtered on the
// screen, downloaded as .xlsx and read back with SheetJS (exceljs wrote it); and Home's hours
// worked, whose period is checked before anything is offered, downloaded as .csv. Only reads.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import * as XLSX from 'xlsx';
import en from '../messages/en.json';
import { expect, fillWhenHydrated, test } from './fixtures';

const rowsOf = async (download: Download) => {
  const book = XLSX.read(readFileSync((await download.path())!));
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
};

test.use({ role: 'office' });

test('the office exports the paid invoices it filtered as a spreadsheet', async ({ page }) => {
  await page.goto('/invoices?status=paid');
  await expect(page.getByTestId('invoices-view')).toHaveAttribute('data-ready', 'true');
  const shown = await page.getByTestId('invoice-row').count();
  expect(shown, 'the demo has paid invoices').toBeGreaterThan(0);
  const link = page.getByRole('link', {
    name: en.ExportLinks.label.replace('{what}', en.MoneyParts.export.invoices).replace('{format}', 'Excel'),
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${en.Exports.files.invoices}.xlsx`);
  const [header, ...rows] = await rowsOf(download);
  const status = (header as string[]).indexOf(en.Exports.columns.status);
  expect(status).toBeGreaterThan(0);
  expect(rows).toHaveLength(shown);
  expect(new Set(rows.map((r) => r[status]))).toEqual(new Set([en.MoneyParts.invoiceStatus.paid]));
});

test('the office exports the hours worked of a period from Home', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('home-hours-export');
  await expect(card.getByTestId('hours-export-xlsx')).toBeVisible();
  await fillWhenHydrated(card.getByLabel(en.HoursExport.from), '2026-03-31');
  await card.getByLabel(en.HoursExport.to).fill('2026-03-01');
  await expect(card.getByRole('alert')).toHaveText(en.HoursExport.problems.endBeforeStart);
  await expect(card.getByTestId('hours-export-xlsx')).toHaveCount(0);
  await card.getByLabel(en.HoursExport.to).fill('2026-04-30');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('hours-export-csv').click()]);
  expect(download.suggestedFilename()).toBe('Hours 2026-03-31 to 2026-04-30.csv');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const c = en.Exports.columns;
  expect(text.slice(1).split('\r\n')[0]).toBe([c.person, c.email, c.days, c.paidHours, c.chargedHours].join(','));
});
