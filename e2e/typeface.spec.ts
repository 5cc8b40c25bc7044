// The screens' typeface (app/_components/typeface.ts): text is drawn in the app's own Noto Sans,
// not in a font the system looks up; Latin comes preloaded with the page, Latin Extended (Welsh,
// names such as "Dŵr") is fetched only once a page shows such a character.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A face's full name, as its file gives it: "Noto Sans", "Noto Sans Medium", "Noto Sans SemiBold". */
const NOTO_SANS = /^Noto Sans( Medium| SemiBold)?$/;

type TPlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** The fonts Chromium drew an element's text with, and how many glyphs each drew. */
async function fontsOf(page: Page, selector: string): Promise<TPlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('a screen is drawn in the app’s Noto Sans; Latin Extended is fetched only for its characters', async ({
  page,
  loginAs,
}) => {
  await loginAs('planner');
  const fontFiles: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontFiles.push(new URL(r.url()).pathname);
  });
  await page.goto('/projects/260001');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  for (const selector of ['h1', 'main button']) {
    const fonts = await fontsOf(page, selector);
    expect(fonts.length, selector).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, selector).toMatchObject({ familyName: expect.stringMatching(NOTO_SANS), isCustomFont: true });
  }
  // The three Latin weights, each preloaded (Next marks a preloaded font file `.p.`), and no other.
  expect(new Set(fontFiles).size).toBe(3);
  for (const file of fontFiles) expect(file).toMatch(/^\/_next\/static\/media\/[^/]+\.p\.woff2$/);

  // A Welsh name on the page: its ŵ and Ŷ come from the Latin Extended file, fetched now.
  const extended = page.waitForRequest((r) => r.resourceType() === 'font' && !r.url().includes('.p.'));
  await page.evaluate(() => {
    const name = document.createElement('p');
    name.id = 'welsh-name';
    name.textContent = 'Siân Dŵr-Ŷnys';
    document.querySelector('main')!.append(name);
  });
  await extended;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const fonts = await fontsOf(page, '#welsh-name');
  for (const font of fonts)
    expect(font).toMatchObject({ familyName: expect.stringMatching(NOTO_SANS), isCustomFont: true });
  // Every glyph from the app's files (both subsets' faces are named "Noto Sans": one entry).
  expect(fonts.reduce((n, f) => n + f.glyphCount, 0)).toBe('Siân Dŵr-Ŷnys'.length);
});

test('the crew planner’s markers are drawn shapes from the page’s sprite, in the app’s font alone', async ({
  page,
  loginAs,
}) => {
  await loginAs('planner');
  await page.goto('/planner-crew');
  const legend = page.getByTestId('board-legend');
  await legend.locator('summary').click();
  const signs = legend.locator('svg[data-sign]');
  await expect(signs.first()).toBeVisible();
  // Each sign's <use> finds its shape: the drawn box of what it points to is not empty.
  const sizes = await signs.evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.querySelector('use')!.getBBox();
      return { sign: svg.dataset.sign, drawn: box.width > 0 && box.height > 0 };
    }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(7);
  for (const size of sizes) expect(size).toMatchObject({ drawn: true });
  // The legend's words and letters are the typeface's: no system font was needed for them.
  // (A marker with a letter, not a shape, has text of its own: "!" and "R".)
  for (const item of ['li:first-child', 'span[data-marker="doubleBooking"]', 'span[data-marker="spare"]']) {
    const fonts = await fontsOf(page, `[data-testid="board-legend"] ${item}`);
    expect(fonts.length, item).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, item).toMatchObject({ familyName: expect.stringMatching(NOTO_SANS), isCustomFont: true });
  }
});
