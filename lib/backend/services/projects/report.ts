// The project report (PDF): the project's facts, every crew item with how full it is, and who
// is on each. For planners, office and the project's client (checked by the route).
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import type { TProjectCrewItem } from '../../../domain/planning';
import { renderPdf } from '../pdf/render-pdf';
import { getProject } from './read';
import { listCrewItemsOfProject, listCrewsOfProject } from './crews';
import { getProjectLogo } from './logo';

const days = (i: { startDate: string; endDate: string | null }) =>
  i.endDate && i.endDate !== i.startDate ? `${i.startDate} - ${i.endDate}` : i.startDate;
const filled = (i: TProjectCrewItem) => i.positions.filter((p) => p.assignment !== null).length;

export async function projectReport(db: DbOrTx, auth: TAuth, projectId: number) {
  const [project, crews, items] = await Promise.all([
    getProject(db, auth, projectId),
    listCrewsOfProject(db, auth, projectId),
    listCrewItemsOfProject(db, auth, projectId),
  ]);
  const logo = project.hasLogo ? await getProjectLogo(db, auth, projectId) : null;
  const facts: [string, string][] = [
    ['Client', project.client.name],
    ['Company', project.branch ? `${project.company.name} (${project.branch.name})` : project.company.name],
    ['Dates', days({ startDate: project.beginDate, endDate: project.endDate })],
    ['Status', project.status],
  ];
  const optional: [string, string | null][] = [
    ['Type', project.projectType?.name ?? null],
    ['Reference', project.reference],
    ['Client mark', project.clientMark],
    ['Rate card', project.rateCard?.name ?? null],
    ['Catering', project.defaultCateringType],
    ['Manager', project.projectManager?.name ?? null],
    ['Rating', project.rating === null ? null : `${project.rating} / 5`],
  ];
  for (const [label, value] of optional) if (value) facts.push([label, value]);
  facts.push(['Crews', String(crews.length)], ['Rows filled', `${project.fill.filled} of ${project.fill.needed}`]);

  const pdf = await renderPdf({
    title: `Project ${project.number}: ${project.name}`,
    facts,
    table: {
      headers: ['Crew', 'Function', 'Date', 'Time', 'Rows', 'Filled', 'Status'],
      widths: [100, 100, 110, 70, 35, 40, 45],
      rows: items.map((i) => [
        i.crew.name,
        i.function.name,
        days(i),
        `${i.startTime}-${i.endTime}`,
        String(i.rows),
        String(filled(i)),
        i.status,
      ]),
    },
    answers: items
      .filter((i) => filled(i) > 0)
      .map((i): [string, string] => [
        `${i.crew.name}, ${i.function.name}, ${days(i)}`,
        i.positions
          .flatMap((p) => (p.assignment ? [`${p.assignment.person.name} (${p.assignment.status})`] : []))
          .join(', '),
      ]),
    remarks: project.comment,
    logo: logo ? { bytes: logo.data, type: logo.mimeType } : undefined,
    subject: `Project report ${project.number} ${project.name}`,
  });
  return { pdf, fileName: `project-${project.number}-report.pdf` };
}
