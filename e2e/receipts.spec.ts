// Receipts at phone size: the office files a receipt with two lines, the server's
// totals come back, a photo goes up with its progress, and the receipt is deleted after a
// confirmation. Adds and removes a receipt of its own; the demo receipts stay as they were.
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { noisePng } from './back-office-files';

test.use({ role: 'office', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(90_000);

const SUPPLIER = `Q-Park Jaarbeurs ${Date.now().toString(36)}`;

test('the office files a receipt with a photo, then deletes it', async ({ page, context }) => {
  await page.goto('/receipts');
  await expect(page.getByTestId('receipts-view')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('receipt-row').first()).toBeVisible();

  await page.getByTestId('new-receipt').click();
  const form = page.getByTestId('receipt-form');
  await form.getByLabel(en.ReceiptsPage.supplier).fill(SUPPLIER);
  await form.getByLabel(en.MoneyParts.description).fill('Parking, 6 hours');
  await form
    .getByLabel(en.MoneyParts.price.replace('{currency}', 'EUR'))
    .or(form.getByLabel(en.MoneyParts.priceWithVat.replace('{currency}', 'EUR')))
    .fill('24,00');
  await form.getByTestId('add-line').click();
  const second = form.getByTestId('item-draft').nth(1);
  await second.getByLabel(en.MoneyParts.description).fill('Coffee');
  await second.getByLabel(en.MoneyParts.quantity).fill('2');
  await second.getByLabel(en.MoneyParts.priceWithVat.replace('{currency}', 'EUR')).fill('2.80');
  await second.getByLabel(en.MoneyParts.vat, { exact: true }).selectOption('9');
  // The preview: 24.00 + 2 × 2.80, prices as printed (VAT included).
  await expect(form.getByTestId('preview-total')).toContainText('€29.60');
  await form.getByRole('button', { name: en.ReceiptsPage.create }).click();

  await expect(page).toHaveURL(/\/receipt\/CDR-\d{5}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByTestId('receipt-detail')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('receipt-number')).toHaveText(en.ReceiptPage.heading.replace('{number}', number));
  await expect(page.getByTestId('receipt-status')).toHaveText(en.MoneyParts.receiptStatus.open);
  // The server's totals: VAT 21% of 24.00 incl. = 4.17, 9% of 5.60 incl. = 0.46.
  await expect(page.getByTestId('total-gross')).toHaveText('€29.60');
  await expect(page.getByTestId('total-net')).toHaveText('€24.97');

  // A photo of the receipt, over a slow uplink so that the progress shows.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page
    .getByTestId('receipt-files-input')
    .setInputFiles({ name: 'parking.png', mimeType: 'image/png', buffer: noisePng(600) });
  const upload = page.getByTestId('receipt-upload').first();
  await expect(upload).toHaveAttribute('data-state', 'uploading');
  const bar = upload.getByRole('progressbar', { name: en.ReceiptPage.progress.replace('{name}', 'parking.png') });
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(upload).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const file = page.getByTestId('receipt-file');
  await expect(file).toHaveCount(1);
  await expect.poll(() => file.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(page.getByTestId('activity').first()).toHaveAttribute('data-kind', 'document');

  // A note for whoever approves it.
  const note = page.getByTestId('note-form');
  await note.getByLabel(en.MoneyParts.note).fill('Paid with the company card');
  await note.getByRole('button', { name: en.MoneyParts.addNote }).click();
  await expect(page.getByTestId('activity').first()).toHaveAttribute('data-kind', 'note');
  await expect(page.getByTestId('activity').first()).toContainText('Paid with the company card');

  // Deleting asks first.
  await page.getByTestId('delete-receipt').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(en.ReceiptPage.deleteQuestion.replace('{number}', number));
  await dialog.getByRole('button', { name: en.ReceiptPage.deleteYes }).click();
  await expect(page).toHaveURL(/\/receipts$/);
  await page.getByLabel(en.MoneyParts.search).fill(SUPPLIER);
  await expect(page).toHaveURL(/\/receipts\?search=/);
  await expect(page.getByTestId('receipts-empty')).toBeVisible();
  await page.goto(`/receipt/${number}`);
  await expect(page.getByRole('heading', { name: en.ReceiptPage.notFound })).toBeVisible();
});
