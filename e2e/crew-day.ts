// Helpers of the field-work specs: today's date in the tenant's time zone and today's crews,
// read through the same /api/v1 proxy the screens use (the browser context's session).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { clock } from '../lib/domain/clock';

export const VENUE = { latitude: 52.4389, longitude: 5.6281, accuracy: 12 };

export async function grantLocation(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(VENUE);
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export async function tenantToday(request: APIRequestContext): Promise<string> {
  const tenant = await data<{ timezone?: string }>(request, '/api/v1/tenant');
  return clock.today(tenant.timezone ?? 'Europe/Amsterdam');
}

type TJob = { crew: { id: number; name: string } | null; project: { id: number }; startDate: string };

/** Today's "Show" crew of project 1: the demo crew member and the crew chief both work in it. */
export async function showCrewId(page: Page): Promise<number> {
  const today = await tenantToday(page.request);
  const jobs = await data<TJob[]>(page.request, '/api/v1/jobs?list=upcoming');
  const job = jobs.find((j) => j.project.id === 1 && j.crew?.name === 'Show crew' && j.startDate <= today);
  expect(job, "a job in today's Show crew of project 1").toBeTruthy();
  return job!.crew!.id;
}

export type TDayMember = {
  assignmentId: number;
  name: string;
  check: { checkInAt: string; checkOutAt: string | null; paidMinutes: number | null } | null;
};

export const dayChecks = (request: APIRequestContext, crewId: number, date: string) =>
  data<TDayMember[]>(request, `/api/v1/projectCrews/${crewId}/checks?date=${date}`);

/** Waits until the client component of the page has hydrated (its section carries data-ready). */
export async function ready(page: Page) {
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}
