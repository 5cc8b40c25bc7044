// The planners' to-dos: everyday tasks around the projects, and one to-do per vacancy
// application or withdrawal (rules "Vacancy": both actions create a to-do for the planners).
import { zonedToUtc } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import { activities, activityTypes } from '../db/schema';
import { ACTIVITY_CAPTIONS, ACTIVITY_TYPES, type TActivityType } from './catalog';
import type { TApplicationPlan } from './board';
import { insertIds, insertRows, SEED_TIME_ZONE, type TSeedContext } from './context';
import type { TPeople } from './people';
import type { TProject } from './projects';

export async function seedActivities(
  ctx: TSeedContext,
  people: TPeople,
  projects: TProject[],
  applications: TApplicationPlan[],
) {
  const { rnd, today, t } = ctx;
  const typeIds = await insertIds(
    ctx.db,
    activityTypes,
    ACTIVITY_TYPES.map((name) => ({ tenantId: t.tenantId, name })),
  );
  const typeId = (name: TActivityType) => typeIds[ACTIVITY_TYPES.indexOf(name)]!;
  const normal = projects.filter((p) => p.type === 'normal' && p.beginDate >= '2018-01-01');
  const rows: Array<typeof activities.$inferInsert> = [];

  const count = ctx.volume === 'full' ? 60 * ctx.scale : 8;
  for (let i = 0; i < count; i++) {
    const [type, caption] = rnd.pick(ACTIVITY_CAPTIONS);
    const project = normal.length && rnd.chance(0.7) ? rnd.pick(normal) : null;
    const dueDate = addDays(today, rnd.int(-20, 40));
    const r = rnd.next();
    rows.push({
      tenantId: t.tenantId,
      caption,
      typeId: typeId(type),
      category: rnd.pick(['Planning', 'Sales', 'Operations']),
      body: project ? `For project ${project.id}: ${caption.toLowerCase()} before ${dueDate}.` : null,
      recipientPersonId:
        r < 0.5 ? (people.managers[0] ?? null) : r < 0.8 && people.managers.length ? rnd.pick(people.managers) : null,
      recipientGroup: r >= 0.8 || !people.managers.length ? 'Planners' : null,
      dueDate,
      priority: rnd.int(1, 5),
      projectId: project?.id ?? null,
      doneAt: dueDate < today && rnd.chance(0.6) ? zonedToUtc(dueDate, '15:30', SEED_TIME_ZONE) : null,
    });
  }
  for (const a of applications) {
    if (a.status !== 'applied' && a.status !== 'withdrawn') continue;
    rows.push({
      tenantId: t.tenantId,
      caption: a.status === 'applied' ? 'New vacancy application' : 'Vacancy application withdrawn',
      body: `Crew item ${a.item.id} on ${a.item.startDate}, ${a.item.startTime.slice(0, 5)}-${a.item.endTime.slice(0, 5)}.`,
      typeId: typeId('Vacancy application'),
      category: 'Planning',
      recipientGroup: 'Planners',
      dueDate: addDays(today, 1),
      priority: 2,
      personPartyId: a.personId,
      projectId: a.item.crew.project.id,
      crewItemId: a.item.id,
    });
  }
  await insertRows(ctx.db, activities, rows);
}
