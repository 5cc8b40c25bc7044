// Company settings in Dutch at phone size: Moyo's office opens a company's settings
// from Home, is told on the field that another company numbers with the prefix it typed, and
// saves new payment terms; a change saved meanwhile by someone else is shown, with what was typed
// kept, and saved over. Changes demo data: Moyo Events South's payment terms become 21 days and
// its sender name "Moyo Zuid".
import nl from '../messages/nl.json';
import { backendAs } from './backend-as';
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

  // Someone else changes the terms while the form is open; the office's save of another field is
  // refused with what they typed kept, and told what changed.
  const companyId = new URL(page.url()).pathname.split('/')[2];
  const office = await backendAs('office@example.com', 'moyo.localhost');
  const {
    companyId: _c,
    companyName: _n,
    version: _v,
    ...settings
  } = await office.call<Record<string, unknown>>('GET', `/companies/${companyId}/settings`);
  await office.call('PUT', `/companies/${companyId}/settings`, { ...settings, paymentTermDays: 45 });
  const again = page.getByTestId('company-settings');
  // (By its name: the VAT rates' name fields have the same label.)
  const senderName = again.locator('input[name="senderName"]');
  await senderName.fill('Moyo Zuid');
  await again.getByRole('button', { name: nl.CompanySettingsPage.save }).click();
  const notice = again.getByTestId('conflict-notice');
  await expect(notice).toContainText(nl.Conflict.title);
  await expect(notice.getByTestId('conflict-changes')).toContainText(`${nl.CompanySettingsPage.paymentTermDays}: 45`);
  await expect(senderName).toHaveValue('Moyo Zuid');
  // Saved over it: the form's terms (21) and the new sender name.
  await notice.getByTestId('conflict-apply').click();
  await expect(page.getByText(nl.CompanySettingsPage.savedToast)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect
    .poll(async () => {
      const now = await office.call<{ paymentTermDays: number; senderName: string }>(
        'GET',
        `/companies/${companyId}/settings`,
      );
      return [now.paymentTermDays, now.senderName];
    })
    .toEqual([21, 'Moyo Zuid']);
});
