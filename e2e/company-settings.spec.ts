// Company settings in Dutch at phone size: Moyo's office opens a company's settings
// from Home, is told on the field that another company numbers with the prefix it typed, and
// saves new payment terms. Changes demo data: Moyo Events South's payment terms become 21 days.
import nl from '../messages/nl.json';
import { expect, test } from './fixtures';

test.use({ role: 'office', tenant: 'moyo', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the office keeps a company’s numbering and terms, in Dutch', async ({ page, origin }) => {
  await page.goto(`${origin('moyo')}/`);
  await page
    .getByTestId('home-company-settings')
    .getByRole('link', { name: nl.BackOfficeHome.settingsOf.replace('{company}', 'Moyo Events South') })
    .click();
  await expect(page).toHaveURL(/\/companies\/\d+\/settings$/);
  const form = page.getByTestId('company-settings');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { level: 1, name: nl.Titles.companySettings })).toBeVisible();

  const prefix = form.getByLabel(nl.CompanySettingsPage.invoicePrefix);
  await expect(prefix).toHaveValue('MOZ-');
  await prefix.fill('MO-');
  await form.getByLabel(nl.CompanySettingsPage.paymentTermDays).fill('21');
  await form.getByRole('button', { name: nl.CompanySettingsPage.save }).click();
  await expect(form.getByText(nl.CompanySettingsPage.prefixTaken)).toBeVisible();
  await expect(prefix).toHaveAttribute('aria-invalid', 'true');

  await prefix.fill('MOZ-');
  await form.getByRole('button', { name: nl.CompanySettingsPage.save }).click();
  await expect(page.getByText(nl.CompanySettingsPage.savedToast)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('company-settings')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel(nl.CompanySettingsPage.paymentTermDays)).toHaveValue('21');
});
