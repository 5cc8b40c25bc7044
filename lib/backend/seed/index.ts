// Deterministic demo data: two tenants (README lists hosts and logins).
import type { Db } from '../db/client';
import { liveChanges } from '../db/schema';
import { hashPassword } from '../services/auth/passwords';
import { ensureReferenceData } from '../services/setup/reference-data';
import { seedTenant, TENANT_DEMO_USERS } from './base';
import { seedFieldWork } from './field-work';
import { seedPlanning } from './planning';
import { seedPlusCrews } from './plus-crews';
import { seedProjectWorkspace } from './project-workspace';
import { seedSelfService } from './self-service';
import { seedPaperwork } from './paperwork';
import { seedBackOffice } from './back-office';
import { seedBankHolidays } from './bank-holidays';
import { seedMembershipCrews } from './membership-crews';
import { seedShiftSwaps } from './shift-swaps';
import { seedFailedJobs } from './failed-jobs';

export const DEMO_PASSWORD = 'demo';
/**
 * The password of the demo's project (PID) and plus-crew (PCID) links. Project and plus-crew
 * passwords need at least 8 characters (ZLinkPassword), since anyone may try them.
 */
export const DEMO_LINK_PASSWORD = 'demo-link';

export async function seedDemo(db: Db, opts: { scale: number }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const linkPasswordHash = await hashPassword(DEMO_LINK_PASSWORD);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await ensureReferenceData(t);
    const demo = await seedTenant(
      t,
      {
        name: 'Crewdeck Demo',
        hosts: ['localhost', '127.0.0.1'],
        theme: 'default',
        language: 'en',
        useUserLanguage: true,
        background: '#1f2a44',
        support: { email: 'support@crewdeck.example', phone: '+31 20 123 4567' },
        demoUsers: TENANT_DEMO_USERS,
        clientNames: [
          'Rotterdam Ahoy Events',
          'Utrecht Jaarbeurs Expo',
          'Festival Noord',
          'Amsterdam Arena Live',
          'Zeeland Beach Festival',
          'Concertgebouw Partners',
        ],
      },
      passwordHash,
    );
    const moyo = await seedTenant(
      t,
      {
        name: 'Moyo Events',
        hosts: ['moyo.localhost'],
        theme: 'moyo',
        language: 'nl',
        useUserLanguage: false,
        background: '#0f5132',
        keepPhotoLocation: true,
        demoUsers: [
          { username: 'crew@example.com', firstName: 'Mo', lastName: 'Yilmaz', loginTypes: ['crew'], language: 'en' },
          {
            username: 'planner@example.com',
            firstName: 'Fleur',
            lastName: 'Hendriks',
            loginTypes: ['planners'],
            language: 'nl',
          },
          {
            username: 'office@example.com',
            firstName: 'Daan',
            lastName: 'Bos',
            loginTypes: ['office'],
            language: 'nl',
          },
        ],
        clientNames: ['Moyo Klant Groningen', 'Stadsschouwburg Haarlem'],
      },
      passwordHash,
    );
    await seedPlanning(t, demo, { scale: opts.scale, seed: 1, linkPasswordHash, volume: 'full' });
    await seedFieldWork(t, demo.tenantId);
    await seedPlanning(t, moyo, { scale: 1, seed: 2, linkPasswordHash, volume: 'small' });
    await seedPlusCrews(t, demo.tenantId, { seed: 3 });
    await seedProjectWorkspace(t, { demo, moyo });
    await seedSelfService(t, [
      { tenant: demo, language: 'en' },
      { tenant: moyo, language: 'nl' },
    ]);
    await seedPaperwork(t, [demo, moyo]);
    await seedBackOffice(t, [demo, moyo]);
    await seedBankHolidays(t, [
      { tenantId: demo.tenantId, language: 'en' },
      { tenantId: moyo.tenantId, language: 'nl' },
    ]);
    await seedMembershipCrews(t, [demo, moyo]);
    await seedShiftSwaps(t, demo);
    await seedFailedJobs(t, demo.tenantId);
    // The database noted every write of the demo (migration 0027): no screen was open on it.
    await t.delete(liveChanges);
  });
}
