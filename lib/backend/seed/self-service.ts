// Demo data of the crew's own screens: trainings with every status (one expiring
// soon), the company's information for crew, profile pictures (approved ones, and some
// awaiting a planner), and a calendar feed of the demo crew member. Deterministic per seed,
// dates anchored on today like the rest of the demo.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  calendarSubscriptions,
  crewInfoSections,
  personTrainings,
  persons,
  profilePictures,
  tenants,
  trainings,
} from '../db/schema';
import type { CREW_INFO_KINDS } from '../../domain/self-service/crew-info';
import type { TStoredTrainingStatus } from '../../domain/self-service/training-rules';
import { addDays } from '../../domain/calendar-days';
import { encodePng } from '../services/field-work/png';
import type { TSeedTenant } from './base';
import { insertIds, insertRows, SEED_TIME_ZONE } from './context';
import { createRandom, type TRandom } from './random';
import { clock } from '../../domain/clock';

type TLanguage = 'en' | 'nl';

const TRAININGS: Record<TLanguage, Array<[name: string, description: string, validMonths: number | null]>> = {
  en: [
    ['Working at height', 'Harness, ladders and elevated work platforms.', 24],
    ['First aid', 'Basic life support, AED and wound care.', 12],
    ['Forklift licence', 'Safe driving and loading of forklift trucks.', 60],
    ['Fire safety', 'Evacuation, extinguishers and the emergency plan.', 12],
    ['Rigging basics', 'Slings, shackles and load limits for stage rigging.', null],
    ['Food hygiene', 'Handling food and drink at catering points.', 36],
  ],
  nl: [
    ['Werken op hoogte', 'Harnas, ladders en hoogwerkers.', 24],
    ['EHBO', 'Reanimatie, AED en wondverzorging.', 12],
    ['Heftruckcertificaat', 'Veilig rijden en laden met de heftruck.', 60],
    ['BHV', 'Ontruiming, blusmiddelen en het calamiteitenplan.', 12],
    ['Basis rigging', 'Stroppen, sluitingen en werklasten bij podiumrigging.', null],
    ['Hygiënecode', 'Omgaan met eten en drinken bij cateringpunten.', 36],
  ],
};

const CREW_INFO: Record<TLanguage, Array<[(typeof CREW_INFO_KINDS)[number], string, string]>> = {
  en: [
    [
      'rules',
      'House rules',
      'Be on site 15 minutes before your shift starts and check in with the app.\nNo alcohol or drugs before or during work.\nWear your crew shirt and keep your badge visible.\nPhotos of the venue only with the crew chief’s permission.',
    ],
    [
      'contacts',
      'Who to call',
      'Planning office: +31 20 123 4567 (weekdays 08:00–18:00)\nOn-call planner (evenings and weekends): +31 6 1234 5678\nEmergencies on site: call 112 first, then your crew chief.',
    ],
    [
      'bring',
      'What to bring',
      'Safety shoes (S3) and work gloves.\nYour ID or passport: venues check it at the gate.\nA charged phone with the app logged in.\nWater bottle and warm clothes for outdoor jobs.',
    ],
    [
      'other',
      'Hours and pay',
      'Your crew chief signs off your hours at the end of each day. Check them in the app the next morning; payslips follow every four weeks.',
    ],
  ],
  nl: [
    [
      'rules',
      'Huisregels',
      'Wees 15 minuten voor je dienst op locatie en check in met de app.\nGeen alcohol of drugs voor of tijdens het werk.\nDraag je crewshirt en houd je badge zichtbaar.',
    ],
    [
      'contacts',
      'Wie bel je',
      'Planning: +31 50 765 4321 (werkdagen 08:00–18:00)\nNoodgevallen op locatie: bel eerst 112, daarna je crew chief.',
    ],
    [
      'bring',
      'Wat neem je mee',
      'Veiligheidsschoenen (S3) en werkhandschoenen.\nJe identiteitsbewijs.\nEen opgeladen telefoon.',
    ],
  ],
};

/** A head-and-shoulders picture on a white background (rules §5 guidance), in one of a few colours. */
function drawAvatarPng(rnd: TRandom, size = 160): Buffer {
  const colours: Array<[number, number, number]> = [
    [31, 78, 140],
    [30, 123, 69],
    [161, 92, 7],
    [120, 40, 140],
    [180, 35, 24],
  ];
  const [r, g, b] = rnd.pick(colours);
  const skin: Array<[number, number, number]> = [
    [241, 194, 160],
    [198, 134, 90],
    [141, 85, 54],
    [224, 172, 105],
  ];
  const [sr, sg, sb] = rnd.pick(skin);
  const px = new Uint8Array(size * size * 4).fill(255);
  const cx = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const head = (x - cx) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.2) ** 2;
      const shoulders = y > size * 0.66 && ((x - cx) / (size * 0.38)) ** 2 + ((y - size) / (size * 0.34)) ** 2 <= 1;
      if (head) px.set([sr, sg, sb, 255], (y * size + x) * 4);
      else if (shoulders) px.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return encodePng(size, size, px);
}

const monthsLater = (date: string, months: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

type TTrainingState = { status: TStoredTrainingStatus; plannedOn?: string; completedOn?: string; expiresOn?: string };

export async function seedSelfService(db: Db, seeded: Array<{ tenant: TSeedTenant; language: TLanguage }>, seed = 11) {
  const rnd = createRandom(seed);
  const today = clock.today(SEED_TIME_ZONE);
  for (const { tenant: t, language } of seeded) {
    const tenantId = t.tenantId;
    const catalogue = TRAININGS[language];
    const trainingIds = await insertIds(
      db,
      trainings,
      catalogue.map(([name, description, validMonths]) => ({ tenantId, name, description, validMonths })),
    );
    const done = (i: number, completedDaysAgo: number): TTrainingState => {
      const completedOn = addDays(today, -completedDaysAgo);
      const months = catalogue[i]![2];
      return { status: 'done', completedOn, expiresOn: months === null ? undefined : monthsLater(completedOn, months) };
    };
    const rows: Array<typeof personTrainings.$inferInsert> = [];
    const give = (personId: number, i: number, state: TTrainingState) =>
      rows.push({ tenantId, personId, trainingId: trainingIds[i]!, ...state });

    // The demo logins see every status, and one training that expires within 30 days.
    const demo = ['crew@example.com', 'chief@example.com', 'crew.nl@example.com']
      .map((u) => t.users[u]?.personId)
      .filter((id): id is number => id !== undefined);
    for (const personId of demo) {
      give(personId, 1, { status: 'done', completedOn: addDays(today, -350), expiresOn: addDays(today, 15) });
      give(personId, 3, { status: 'done', completedOn: addDays(today, -400), expiresOn: addDays(today, -35) });
      give(personId, 0, { status: 'planned', plannedOn: addDays(today, 21) });
      give(personId, 2, { status: 'todo' });
      give(personId, 4, done(4, 200));
      give(personId, 5, done(5, 90));
    }
    const planner = t.users['planner@example.com']?.personId;
    if (planner !== undefined) {
      give(planner, 1, done(1, 60));
      give(planner, 3, { status: 'todo' });
    }
    const pool = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), isNull(persons.contactId)))
      .orderBy(asc(persons.id));
    const poolIds = pool.map((p) => p.id).filter((id) => !demo.includes(id) && id !== planner);
    for (const personId of poolIds) {
      for (let i = 0; i < catalogue.length; i++) {
        if (!rnd.chance(0.35)) continue;
        const r = rnd.next();
        give(
          personId,
          i,
          r < 0.2
            ? { status: 'todo' }
            : r < 0.35
              ? { status: 'planned', plannedOn: addDays(today, rnd.int(3, 60)) }
              : done(i, rnd.int(10, 900)),
        );
      }
    }
    await insertRows(db, personTrainings, rows);

    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    await insertRows(
      db,
      crewInfoSections,
      CREW_INFO[language].map(([kind, title, body], i) => ({
        tenantId,
        position: i + 1,
        kind,
        title,
        body: kind === 'contacts' && tenant?.supportPhone ? body.replace('+31 20 123 4567', tenant.supportPhone) : body,
        updatedByPersonId: planner ?? null,
      })),
    );

    // Approved pictures for the demo crew member and a third of the pool; a few wait for a planner.
    const pictures: Array<typeof profilePictures.$inferInsert> = [];
    const picture = (personId: number, status: 'approved' | 'pending', daysAgo: number) => {
      const data = drawAvatarPng(rnd);
      const at = new Date(`${addDays(today, -daysAgo)}T09:00:00Z`);
      pictures.push({
        tenantId,
        personId,
        uploadedByPersonId: personId,
        mimeType: 'image/png',
        sizeBytes: data.length,
        data,
        status,
        reviewedByPersonId: status === 'approved' ? (planner ?? null) : null,
        reviewedAt: status === 'approved' ? at : null,
        createdAt: at,
      });
    };
    const crew = t.users['crew@example.com']?.personId;
    if (crew !== undefined) picture(crew, 'approved', 40);
    poolIds.forEach((personId, i) => {
      if (i % 3 === 0) picture(personId, 'approved', rnd.int(5, 300));
      else if (i % 11 === 1) picture(personId, 'pending', rnd.int(0, 4));
    });
    await insertRows(db, profilePictures, pictures);

    if (crew !== undefined) {
      // A nonce of the seeded generator: the same demo gives the same feed URL on every machine
      // (with the same JWT secret).
      const nonce = Buffer.from(Array.from({ length: 18 }, () => rnd.int(0, 255))).toString('base64url');
      await db
        .insert(calendarSubscriptions)
        .values({ tenantId, personId: crew, name: language === 'nl' ? 'Telefoon' : 'Phone', nonce });
    }
  }
}
