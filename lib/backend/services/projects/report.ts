// The project report (PDF): the project's facts, every crew item with how full it is, and who
// is on each. For planners, office and the project's client (checked by the route).
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import type { TProjectCrewItem } from '../../../domain/planning';
import { renderPdf } from '../pdf/render-pdf';
import { pdfWords } from '../pdf/pdf-words';
import { readerOfCaller } from '../i18n/reader-of';
import { translator } from '../i18n/translate';
import { getProject } from './read';
import { listCrewItemsOfProject, listCrewsOfProject } from './crews';
import { getProjectLogo } from './logo';

const filled = (i: TProjectCrewItem) => i.positions.filter((p) => p.assignment !== null).length;

export async function projectReport(db: DbOrTx, auth: TAuth, projectId: number) {
  const [project, crews, items] = await Promise.all([
    getProject(db, auth, projectId),
    listCrewsOfProject(db, auth, projectId),
    listCrewItemsOfProject(db, auth, projectId),
  ]);
  const logo = project.hasLogo ? await getProjectLogo(db, auth, projectId) : null;
  const reader = await readerOfCaller(db, auth);
  const w = pdfWords(reader);
  const status = translator(reader.locale, 'ProjectStatus');
  const itemStatus = translator(reader.locale, 'ProjectPage');
  const jobStatus = translator(reader.locale, 'JobsPage');
  const days = (i: { startDate: string; endDate: string | null }) =>
    i.endDate && i.endDate !== i.startDate ? `${w.date(i.startDate)} – ${w.date(i.endDate)}` : w.date(i.startDate);
  const facts: [string, string][] = [
    [w.label('client'), project.client.name],
    [w.label('company'), project.branch ? `${project.company.name} (${project.branch.name})` : project.company.name],
    [w.t('projectReport.dates'), days({ startDate: project.beginDate, endDate: project.endDate })],
    [w.label('status'), status(project.status)],
  ];
  const optional: [string, string | null][] = [
    [w.label('type'), project.projectType?.name ?? null],
    [w.label('reference'), project.reference],
    [w.t('projectReport.clientMark'), project.clientMark],
    [w.t('projectReport.rateCard'), project.rateCard?.name ?? null],
    [w.t('projectReport.catering'), project.defaultCateringType],
    [w.t('projectReport.manager'), project.projectManager?.name ?? null],
    [
      w.t('projectReport.rating'),
      project.rating === null ? null : w.t('projectReport.ratingValue', { rating: project.rating }),
    ],
  ];
  for (const [label, value] of optional) if (value) facts.push([label, value]);
  facts.push(
    [w.t('projectReport.crews'), String(crews.length)],
    [w.t('projectReport.rowsFilled'), w.t('projectReport.filledOf', project.fill)],
  );

  const pdf = await renderPdf({
    reader,
    title: w.t('projectReport.title', { number: project.number, name: project.name }),
    facts,
    table: {
      headers: [
        w.label('crew'),
        w.label('function'),
        w.label('date'),
        w.label('time'),
        w.t('projectReport.rows'),
        w.t('projectReport.filled'),
        w.label('status'),
      ],
      widths: [100, 100, 110, 70, 35, 40, 45],
      rows: items.map((i) => [
        i.crew.name,
        i.function.name,
        days(i),
        w.span(i.startTime, i.endTime),
        String(i.rows),
        String(filled(i)),
        itemStatus(`itemStatus.${i.status}`),
      ]),
    },
    answers: items
      .filter((i) => filled(i) > 0)
      .map((i): [string, string] => [
        `${i.crew.name}, ${i.function.name}, ${days(i)}`,
        i.positions
          .flatMap((p) =>
            p.assignment ? [`${p.assignment.person.name} (${jobStatus(`statuses.${p.assignment.status}`)})`] : [],
          )
          .join(', '),
      ]),
    remarks: project.comment,
    logo: logo ? { bytes: logo.data, type: logo.mimeType } : undefined,
    subject: w.t('projectReport.subject', { number: project.number, name: project.name }),
  });
  return { pdf, fileName: `project-${project.number}-report.pdf` };
}
