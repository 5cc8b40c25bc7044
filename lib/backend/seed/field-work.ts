// Field-work demo data (rules "On the day"): a security check form and a questionnaire,
// and for a few finished crews of the tenant (the demo crew chief's first) the day as it
// went: check-ins and check-outs with positions, the sign-off, delivery notes and crew
// chief sheets (signed, released or left in draft), a signed security check, ratings and the
// client's confirmation. Crews and jobs are read from the tables, so this runs after the
// planning seed. Everything goes through the field-work services, with the times of that day.
import { addMinutes } from 'date-fns/addMinutes';
import { subHours } from 'date-fns/subHours';
import { subMinutes } from 'date-fns/subMinutes';
import { and, asc, desc, eq, isNotNull, max, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, crewChecks, forms, persons, projectCrewItems, projectCrews, projects, users } from '../db/schema';
import type { TAuth } from '../context';
import { shiftSpan } from '../../domain/time-zone';
import { itemWorkedOn } from '../services/planning/worked-on';
import { personName } from '../services/people/names';
import type { TFormQuestion } from '../../domain/field-work';
import { getCrewInfo, type TCrewAccess } from '../services/field-work/crew-roles';
import { signOffDay } from '../services/field-work/sign-off';
import { releaseCrewDocument, signCrewDocument } from '../services/field-work/documents';
import { submitSecurityCheck } from '../services/field-work/security-checks';
import { rateCrewMember } from '../services/field-work/ratings';
import { confirmDigitally } from '../services/field-work/digital-confirm';
import { drawSignaturePng, pngDataUrl } from '../services/field-work/png';
import { clock } from '../../domain/clock';
import { workingAssignment } from '../services/planning/item-conditions';

const SECURITY_QUESTIONS: TFormQuestion[] = [
  { id: 'fireExits', label: 'Fire exits checked and free', type: 'yesNo', required: true },
  { id: 'firstAid', label: 'First-aid kit present', type: 'yesNo', required: true },
  { id: 'crewOnSite', label: 'Number of crew on site', type: 'number', required: true },
  {
    id: 'ppe',
    label: 'Safety shoes and gloves worn',
    type: 'choice',
    options: ['Everyone', 'Most', 'Few'],
    required: true,
  },
  { id: 'briefing', label: 'Safety briefing given', type: 'yesNo', required: true },
  { id: 'hazards', label: 'Hazards noted', type: 'text', required: false },
];
const QUESTIONNAIRE: TFormQuestion[] = [
  {
    id: 'overall',
    label: 'How was the job overall?',
    type: 'choice',
    options: ['Great', 'Good', 'Fair', 'Poor'],
    required: true,
  },
  { id: 'briefed', label: 'Were you briefed well before the shift?', type: 'yesNo', required: true },
  { id: 'hours', label: 'Hours of travel to the venue', type: 'number', required: false },
  { id: 'remarks', label: 'Anything we should know?', type: 'text', required: false },
];
const HAZARDS = ['Cable ramps at the loading dock are loose', 'Wet floor near the stage left wing', ''];

/** Finished crews with a crew chief, the demo crew chief's first, newest first. */
async function pastCrews(db: Db, tenantId: number, demoChiefId: number | null, want: number) {
  const lastEnd = max(projectCrewItems.endsAt);
  const now = clock.now().toISOString();
  const rows = await db
    .select({
      id: projectCrews.id,
      chiefId: projectCrews.crewChiefId,
      firstDay: min(projectCrewItems.startDate),
      lastEnd,
    })
    .from(projectCrews)
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(projectCrewItems, eq(projectCrewItems.projectCrewId, projectCrews.id))
    .where(
      and(
        eq(projectCrews.tenantId, tenantId),
        isNotNull(projectCrews.crewChiefId),
        eq(projects.type, 'normal'),
        ne(projectCrewItems.status, 'notNeeded'),
      ),
    )
    .groupBy(projectCrews.id)
    .having(
      sql`${lastEnd} < ${now}::timestamptz - interval '1 day' and ${lastEnd} > ${now}::timestamptz - interval '45 days'`,
    )
    .orderBy(desc(lastEnd), asc(projectCrews.id));
  return [...rows.filter((r) => r.chiefId === demoChiefId), ...rows.filter((r) => r.chiefId !== demoChiefId)].slice(
    0,
    want * 3,
  );
}

async function jobsOn(db: Db, tenantId: number, crewId: number, day: string) {
  return db
    .select({
      id: assignments.id,
      personId: assignments.personId,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
    })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(
      and(
        eq(assignments.tenantId, tenantId),
        eq(projectCrewItems.projectCrewId, crewId),
        workingAssignment,
        itemWorkedOn(day),
      ),
    )
    .orderBy(asc(assignments.id));
}

/** The day of one crew: checks for everyone, then as much paperwork as `stage` asks for. */
async function seedCrewDay(
  db: Db,
  tenantId: number,
  access: TCrewAccess,
  day: string,
  stage: number,
  forms: { securityCheck: number },
) {
  const { crew } = access;
  const jobs = await jobsOn(db, tenantId, crew.id, day);
  if (jobs.length < 2) return false;
  const lat = crew.locationLat ?? 52.3676;
  const lng = crew.locationLng ?? 4.9041;
  let dayEnd = new Date(0);
  await db.insert(crewChecks).values(
    jobs.map((j) => {
      const span = shiftSpan({ startDate: day, startTime: j.startTime, endTime: j.endTime }, crew.timeZone);
      const checkOutAt = addMinutes(span.endsAt, (j.id * 7) % 20);
      if (checkOutAt > dayEnd) dayEnd = checkOutAt;
      const jitter = ((j.id % 9) - 4) / 20000;
      return {
        tenantId,
        projectCrewId: crew.id,
        assignmentId: j.id,
        personId: j.personId,
        workDate: day,
        checkInAt: subMinutes(span.startsAt, j.id % 12),
        checkInLat: lat + jitter,
        checkInLng: lng - jitter,
        checkInAccuracy: 8 + (j.id % 20),
        checkInByPersonId: j.id % 4 === 0 && crew.crewChiefId ? crew.crewChiefId : j.personId,
        checkOutAt,
        checkOutLat: lat - jitter,
        checkOutLng: lng + jitter,
        checkOutAccuracy: 10 + (j.id % 15),
        checkOutByPersonId: j.personId,
      };
    }),
  );
  const at = (minutesAfterEnd: number) => addMinutes(dayEnd, minutesAfterEnd);
  await signOffDay(db, access, { date: day, comment: stage === 0 ? 'Smooth day, finished on time.' : null });
  await db.execute(
    sql`update crew_sign_offs set signed_off_at = ${at(15).toISOString()} where project_crew_id = ${crew.id} and work_date = ${day}`,
  );
  if (stage > 1) return true;

  const [chief] = await db.select({ name: personName }).from(persons).where(eq(persons.id, crew.crewChiefId!));
  await releaseCrewDocument(db, access, 'deliveryNote', day, at(20));
  await releaseCrewDocument(db, access, 'crewChiefSheet', day, at(20));
  if (stage === 0) {
    await signCrewDocument(
      db,
      access,
      'deliveryNote',
      { date: day, signerName: 'Site manager', signature: pngDataUrl(drawSignaturePng(crew.id)) },
      at(30),
    );
    await signCrewDocument(
      db,
      access,
      'crewChiefSheet',
      { date: day, signerName: chief?.name ?? 'Crew chief', signature: pngDataUrl(drawSignaturePng(crew.id + 1)) },
      at(35),
    );
    await submitSecurityCheck(
      db,
      access,
      {
        formId: forms.securityCheck,
        date: day,
        shift: 'Day',
        signerName: chief?.name ?? 'Crew chief',
        signature: pngDataUrl(drawSignaturePng(crew.id + 2)),
        answers: {
          fireExits: true,
          firstAid: true,
          crewOnSite: jobs.length,
          ppe: 'Everyone',
          briefing: true,
          hazards: HAZARDS[crew.id % HAZARDS.length]!,
        },
      },
      subHours(dayEnd, 8),
    );
    await confirmDigitally(db, access, { date: day, name: 'Site manager', comment: 'Crew worked well.' });
    for (const j of jobs.filter((x) => x.personId !== crew.crewChiefId).slice(0, 6)) {
      await rateCrewMember(
        db,
        access,
        { personId: j.personId, rating: 3 + (j.id % 3), comment: j.id % 2 ? 'Reliable and on time' : null },
        at(60),
      );
    }
  }
  return true;
}

export async function seedFieldWork(db: Db, tenantId: number): Promise<void> {
  const [security] = await db
    .insert(forms)
    .values([
      { tenantId, name: 'Security check', kind: 'securityCheck', questions: SECURITY_QUESTIONS },
      { tenantId, name: 'Crew feedback', kind: 'questionnaire', questions: QUESTIONNAIRE },
    ])
    .returning({ id: forms.id });
  const [demoChief] = await db
    .select({ personId: users.personId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'chief@example.com')));
  let stage = 0;
  for (const c of await pastCrews(db, tenantId, demoChief?.personId ?? null, 3)) {
    if (stage >= 3) break;
    const crew = await getCrewInfo(db, tenantId, c.id);
    if (!crew || !c.firstDay) continue;
    const auth: TAuth = {
      tenantId,
      type: 'user',
      userId: null,
      personId: crew.crewChiefId,
      contactNumber: null,
      loginTypes: ['crew'],
      projectId: null,
      plusCrewId: null,
    };
    const access: TCrewAccess = { crew, roles: new Set(['chief']), auth };
    if (await seedCrewDay(db, tenantId, access, c.firstDay, stage, { securityCheck: security!.id })) stage++;
  }
}
