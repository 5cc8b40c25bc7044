// Crew photos: an upload shows its progress and then "awaiting approval";
// a file of the wrong type is refused on the device, and a disguised one by the server. A phone's
// photo is scaled down and loses its GPS position on the device, unless the tenant keeps
// positions (Moyo does).
import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import exifr from 'exifr';
import en from '../messages/en.json';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';
import { backendAs } from './backend-as';
import { ready, showCrewId } from './crew-day';
import { dayProject } from './planner-project';
import { withGps } from './photo-exif';
import { clock } from '../lib/domain/clock';

test.use({ role: 'crew' });

function chunk(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A real PNG of random pixels: noise does not compress, so the upload takes a moment. */
function noisePng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(size * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a photo upload shows its progress and then awaits approval', async ({ page, context }) => {
  const crewId = await showCrewId(page);
  await page.goto(`/crews/${crewId}/photos`);
  await ready(page);
  const before = await page.getByTestId('photo').count();

  // A slow uplink, so that the progress can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });

  const png = noisePng(700);
  await page.getByTestId('photo-files').setInputFiles({ name: 'stage-left.png', mimeType: 'image/png', buffer: png });
  const upload = page.getByTestId('photo-upload').first();
  await expect(upload).toContainText('stage-left.png');
  await expect(upload).toHaveAttribute('data-state', 'uploading');
  const bar = upload.getByRole('progressbar', { name: en.PhotosPage.progress.replace('{name}', 'stage-left.png') });
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(upload).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(bar).toHaveAttribute('value', '100');
  await expect(upload).toContainText(en.PhotosPage.status.pending);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page.getByTestId('photo')).toHaveCount(before + 1);
  const newest = page.getByTestId('photo').first();
  await expect(newest.getByTestId('photo-status')).toHaveText(en.PhotosPage.status.pending);
  // Sent as a JPEG (scale-photo.ts), and named so.
  await expect(newest.getByRole('img', { name: 'stage-left.jpg' })).toBeVisible();
  await expect.poll(() => newest.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(700);

  // Reloaded, the photo is still there and still awaits approval.
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('photo').first().getByTestId('photo-status')).toHaveText(en.PhotosPage.status.pending);
});

/** A camera's 4000 × 3000 photo: drawn and encoded by Chromium, given the position a phone writes. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const drawn = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 4000, height: 3000 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#2a6f4e';
    g.fillRect(0, 0, 4000, 3000);
    g.fillStyle = '#f4d35e';
    g.fillRect(400, 300, 1600, 1200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  const taken = withGps(Buffer.from(drawn), 52.3791, 4.9003);
  const position = await exifr.gps(taken);
  expect(position.latitude).toBeCloseTo(52.3791, 3);
  expect(position.longitude).toBeCloseTo(4.9003, 3);
  return taken;
}

/** Sends the photo from the crew's photo page; the file as the server hands it out, once drawn 2048 wide. */
async function uploadAndFetch(page: Page, taken: Buffer): Promise<Buffer> {
  await page.getByTestId('photo-files').setInputFiles({ name: 'arena.jpg', mimeType: 'image/jpeg', buffer: taken });
  await expect(page.getByTestId('photo-upload').first()).toHaveAttribute('data-state', 'done');
  const image = page.getByTestId('photo').first().getByRole('img', { name: 'arena.jpg' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([2048, 1536]);
  // Read in the page, as its image was: Node cannot resolve a tenant's *.localhost host.
  const stored = await image.evaluate(async (img: HTMLImageElement) => {
    const res = await fetch(img.src);
    return { type: res.headers.get('content-type'), bytes: [...new Uint8Array(await res.arrayBuffer())] };
  });
  expect(stored.type).toBe('image/jpeg');
  return Buffer.from(stored.bytes);
}

test('a 4000 × 3000 photo with a GPS position arrives 2048 pixels wide, without it', async ({ page }) => {
  const crewId = await showCrewId(page);
  await page.goto(`/crews/${crewId}/photos`);
  await ready(page);
  const bytes = await uploadAndFetch(page, await cameraPhoto(page));
  // No EXIF left at all, so no position.
  expect(await exifr.gps(bytes)).toBeUndefined();
  expect(await exifr.parse(bytes)).toBeUndefined();
});

test("a tenant that keeps positions (Moyo) gets the photo scaled, with the camera's position in it", async ({
  page,
  loginAs,
  origin,
}) => {
  await loginAs('crew', 'moyo');
  const planner = await backendAs(DEMO_USERS.planner, 'moyo.localhost');
  const crewMember = await backendAs(DEMO_USERS.crew, 'moyo.localhost');
  const today = clock.today('Europe/Amsterdam');
  const { crew, addItem } = await dayProject(planner, {
    name: 'Positions kept',
    crewName: 'Positions crew',
    day: today,
  });
  const item = await addItem('Stagehand', '00:00', '23:59');
  await planner.call('POST', '/assignments', {
    crewItemId: item.id,
    personId: crewMember.personId,
    status: 'confirmed',
    confirmDoubleBooking: true,
  });
  await page.goto(`${origin('moyo')}/crews/${crew.id}/photos`);
  await ready(page);
  const bytes = await uploadAndFetch(page, await cameraPhoto(page));
  const position = await exifr.gps(bytes);
  expect(position.latitude).toBeCloseTo(52.3791, 3);
  expect(position.longitude).toBeCloseTo(4.9003, 3);
});

test("a wrong file type is refused before sending; a disguised one gets the server's message", async ({ page }) => {
  const crewId = await showCrewId(page);
  await page.goto(`/crews/${crewId}/photos`);
  await ready(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });

  await page
    .getByTestId('photo-files')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByTestId('photo-refused')).toHaveText(en.PhotosPage.wrongType.replace('{name}', 'notes.txt'));
  expect(posts).toEqual([]);

  await page
    .getByTestId('photo-files')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a PNG') });
  const upload = page.getByTestId('photo-upload').first();
  await expect(upload).toHaveAttribute('data-state', 'failed');
  await expect(upload).toContainText(en.Errors.UNSUPPORTED_MEDIA_TYPE);
});

test('a planner approves a photo that awaits approval', async ({ page, loginAs }) => {
  const crewId = await showCrewId(page);
  await page.goto(`/crews/${crewId}/photos`);
  await ready(page);
  await page
    .getByTestId('photo-files')
    .setInputFiles({ name: 'for-review.png', mimeType: 'image/png', buffer: noisePng(16) });
  await expect(page.getByTestId('photo-upload').first()).toHaveAttribute('data-state', 'done');

  await loginAs('planner');
  await page.reload();
  await ready(page);
  const photo = page.getByTestId('photo').filter({ has: page.getByRole('img', { name: 'for-review.jpg' }) });
  await expect(photo.getByTestId('photo-status')).toHaveText(en.PhotosPage.status.pending);
  await photo.getByRole('button', { name: en.PhotosPage.approve }).click();
  await expect(photo.getByTestId('photo-status')).toHaveText(en.PhotosPage.status.approved);
  await expect(photo.getByRole('button', { name: en.PhotosPage.approve })).toHaveCount(0);
});
