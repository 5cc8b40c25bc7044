// What the project route tests share (projects.test.ts, projects-list.test.ts): the demo's main
// company and a branch, the client of demo project 1 (client@example.com's contact) and a client
// made for the file, and a way to create a project.
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { TTestBackend } from '../../test-support/test-backend';

export type TProjectSetup = { companyId: number; branchId: number; clientId: number; otherClientId: number };

/** Reads the ids in a beforeAll of the calling file; `createProject` works once it has run. */
export function withProjectSetup(be: TTestBackend, tokens: { planner: string }) {
  const ids: TProjectSetup = { companyId: 0, branchId: 0, clientId: 0, otherClientId: 0 };
  beforeAll(async () => {
    const companies = (await be.call('GET', '/companies', { token: tokens.planner })).body.data as {
      id: number;
      parentId: number | null;
    }[];
    ids.companyId = companies.find((c) => c.parentId === null)!.id;
    ids.branchId = companies.find((c) => c.parentId !== null)!.id;
    const [p1] = await be.db.select().from(projects).where(eq(projects.id, 1));
    ids.clientId = p1!.clientId;
    ids.otherClientId = (
      await be.call('POST', '/contacts', { token: tokens.planner, body: { name: 'Qwerty Client Ltd' } })
    ).body.data.id;
  });

  /** A project of the main company for the demo client, in June 2026 unless told otherwise. */
  async function createProject(body: Record<string, unknown>) {
    const res = await be.call('POST', '/projects', {
      token: tokens.planner,
      body: {
        companyId: ids.companyId,
        clientId: ids.clientId,
        name: 'P',
        beginDate: '2026-06-01',
        endDate: '2026-06-02',
        ...body,
      },
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; number: number; status: string; version: number };
  }

  return { ids, createProject };
}
