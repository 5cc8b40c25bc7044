// Invoices at phone size: the office makes a draft, copies it and downloads the PDF,
// read back with pdftotext; a client opens their own invoice, read-only, and downloads it.
// Adds two draft invoices of its own to the demo company.
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { downloadedPdfText } from './back-office-files';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('office', () => {
  test.use({ role: 'office', ...PHONE });
  test.setTimeout(90_000);

  test('creates an invoice, copies it and downloads its PDF', async ({ page }) => {
    await page.goto('/invoices');
    await expect(page.getByTestId('invoices-view')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('new-invoice').click();
    const form = page.getByTestId('invoice-form');
    await form
      .getByLabel(en.InvoicesPage.client, { exact: true })
      .selectOption({ label: '10002 Utrecht Jaarbeurs Expo' });
    await form.getByLabel(en.InvoicesPage.reference).fill('PO-E2E-7');
    await form.getByLabel(en.MoneyParts.description).fill('Stagehand hours');
    await form.getByLabel(en.MoneyParts.quantity).fill('8');
    await form.getByLabel(en.MoneyParts.price.replace('{currency}', 'EUR')).fill('38,50');
    // 8 × 38.50 = 308.00, VAT 21% 64.68.
    await expect(form.getByTestId('preview-total')).toContainText('€372.68');
    await form.getByRole('button', { name: en.InvoicesPage.create }).click();

    await expect(page).toHaveURL(/\/invoice\/CD-\d{5}$/);
    const number = page.url().split('/').pop()!;
    await expect(page.getByTestId('invoice-detail')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('invoice-status')).toHaveText(en.MoneyParts.invoiceStatus.draft);
    await expect(page.getByTestId('total-gross')).toHaveText('€372.68');

    await page.getByTestId('copy-invoice').click();
    await expect(page).not.toHaveURL(new RegExp(`/invoice/${number}$`));
    await expect(page).toHaveURL(/\/invoice\/CD-\d{5}$/);
    const copy = page.url().split('/').pop()!;
    await expect(page.getByTestId('invoice-detail')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('invoice-number')).toHaveText(en.InvoicePage.heading.replace('{number}', copy));
    await expect(page.getByTestId('item-line')).toHaveCount(1);
    await expect(page.getByTestId('item-line')).toContainText('Stagehand hours');
    await expect(page.getByTestId('total-gross')).toHaveText('€372.68');
    await expect(page.getByTestId('activity').first()).toHaveAttribute('data-kind', 'copied');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${copy}.pdf`);
    const text = await downloadedPdfText(download);
    for (const s of [
      `Draft invoice ${copy}`,
      'Crewdeck Demo B.V.',
      'Utrecht Jaarbeurs Expo',
      'Stagehand hours',
      '€372.68',
    ])
      expect(text).toContain(s);
  });
});

test.describe('client', () => {
  test.use({ role: 'client', ...PHONE });

  test('opens their own invoice, read-only, and downloads it', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('home-all-invoices').click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByTestId('invoices-view')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('new-invoice')).toHaveCount(0);
    const rows = page.getByTestId('invoice-row');
    await expect(rows.first()).toBeVisible();
    // Only their own company's invoices, and never a draft.
    await expect(page.locator('[data-testid="invoice-status"][data-status="draft"]')).toHaveCount(0);
    const number = await rows.first().getAttribute('data-number');
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${number}$`));
    await expect(page.getByTestId('invoice-detail')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('invoice-number')).toHaveText(en.InvoicePage.heading.replace('{number}', number!));
    await expect(page.getByTestId('edit-invoice')).toHaveCount(0);
    await expect(page.getByTestId('copy-invoice')).toHaveCount(0);
    await expect(page.getByTestId('activities')).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
    const text = await downloadedPdfText(download);
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain('Rotterdam Ahoy Events');
  });
});
