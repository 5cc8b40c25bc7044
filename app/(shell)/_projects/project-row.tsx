// One project in a list: number and name, client, dates, status and how full its crews are.
import Link from 'next/link';
import type { TProjectListItem } from '@/lib/domain/projects';
import { FillMeter } from './fill-meter';
import { ProjectDates } from './project-dates';
import { ProjectStatusBadge } from './project-status';

export function ProjectRow({ project }: { project: TProjectListItem }) {
  return (
    <li>
      <Link
        href={`/projects/${project.number}`}
        data-testid="project-row"
        data-number={project.number}
        className="flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ring-line hover:ring-hover"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold">
            <span className="text-muted">{project.number}</span> {project.name}
          </span>
          <ProjectStatusBadge status={project.status} />
        </span>
        <span className="text-sm">{project.client.name}</span>
        <span className="text-sm text-muted">
          <ProjectDates from={project.beginDate} to={project.endDate} />
        </span>
        <FillMeter filled={project.fill.filled} needed={project.fill.needed} />
      </Link>
    </li>
  );
}
