import 'server-only';
// The project of a /projects/{number} route and who is looking: a project (PID) session reads
// its own project by id (the gate let only its own number through), everyone else finds it by
// number. What each kind of caller may do on the page follows the backend's rules, which the
// backend checks again on every call.
import { notFound } from 'next/navigation';
import { can, isClient, isOffice, isPlanner } from '@/lib/domain/auth/rights-registry';
import { canOpen, type TAccessSession } from '@/lib/auth/route-access';
import { getProject, getProjectByNumber } from '@/lib/bff/queries/projects';
import { getRequestSession } from '@/lib/bff/render-context';
import { pageRecord } from '@/lib/bff/load';

export type TProjectViewer = {
  projectSession: boolean;
  planner: boolean;
  office: boolean;
  client: boolean;
  seesDocuments: boolean;
  editsLogo: boolean;
  /** Whether the gate lets this session open an in-app link (a project session may open few). */
  canOpen: (href: string) => boolean;
};

export async function loadProjectPage(numberParam: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(numberParam)) notFound();
  const number = Number(numberParam);
  const session = await getRequestSession();
  const project = pageRecord(
    session?.type === 'project' && session.project?.number === number
      ? await getProject(session.project.id)
      : await getProjectByNumber(number),
  );
  const types = session?.type === 'user' ? session.user.loginTypes : [];
  const access: TAccessSession = session
    ? { type: session.type, project: session.project, plusCrew: session.plusCrew }
    : null;
  const viewer: TProjectViewer = {
    projectSession: session?.type === 'project',
    planner: isPlanner(types),
    office: isOffice(types),
    client: isClient(types),
    seesDocuments: session?.type === 'user' && can(session.rights, 'projectAttachments.READ'),
    editsLogo: session?.type === 'user' && can(session.rights, 'projects.EDIT_PROJECT_LOGO'),
    canOpen: (href) => canOpen(href, access),
  };
  return { project, viewer };
}
