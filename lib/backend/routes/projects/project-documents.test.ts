// Project documents and the logo: upload limits, type sniffing, approval, who may do what, and
// tenant isolation.
import { eq } from 'drizzle-orm';
import { projectDocuments, projectLogos } from '../../db/schema';
import { encodePng } from '../../services/field-work/png';
import { PROJECT_DOCUMENT_MAX_BYTES, PROJECT_DOCUMENT_MAX_COUNT } from '../../../domain/projects';
import { HOST_MOYO } from '../../test-support/test-backend';
import { createProject, tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens } = withBackend({ as: ['planner', 'client', 'crew', 'office', 'moyoPlanner'] });
const pdf = () => new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')]);
const png = () => new Blob([new Uint8Array(encodePng(4, 4, new Uint8Array(64).fill(200)))]);
const docCount = () => be.countRows(projectDocuments);
let tenantId: number;
beforeAll(() => {
  tenantId = tokenPerson(tokens.planner).tenantId;
});

describe('POST /projects/{id}/documents', () => {
  it('stores a PDF under a clean name; it waits for approval and only planners see it meanwhile', async () => {
    const project = await createProject(be, tenantId);
    const res = await be.upload(`/projects/${project.id}/documents`, {
      token: tokens.planner,
      file: pdf(),
      name: '../Run sheet (final).PDF',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      projectId: project.id,
      kind: 'attachment',
      fileName: 'Run-sheet-final.pdf',
      mimeType: 'application/pdf',
      status: 'pending',
      uploadedBy: 'Pat Jansen',
      reviewedAt: null,
    });
    const id = res.body.data.id as number;
    const listed = await be.call('GET', `/projects/${project.id}/documents`, { token: tokens.planner });
    expect(listed.body.data.map((d: { id: number }) => d.id)).toEqual([id]);

    const file = await fetch(`${be.url}/api/v1/projectDocuments/${id}/file`, {
      headers: { authorization: `Bearer ${tokens.planner}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Run-sheet-final.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-1\.4/);

    const approved = await be.call('POST', `/projectDocuments/${id}/approve`, { token: tokens.planner });
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    const rejected = await be.call('POST', `/projectDocuments/${id}/reject`, { token: tokens.planner });
    expect(rejected.body.data.status).toBe('rejected');
  });

  it('takes the kind from the form and sniffs images and Word files', async () => {
    const project = await createProject(be, tenantId);
    const image = await be.upload(`/projects/${project.id}/documents`, {
      token: tokens.planner,
      file: png(),
      name: 'stage.jpg',
    });
    expect(image.body.data).toMatchObject({ mimeType: 'image/png', fileName: 'stage.png' });
    const form = new FormData();
    form.append('kind', 'document');
    form.append(
      'file',
      new Blob([
        Buffer.concat([
          Buffer.from([0x50, 0x4b, 0x03, 0x04]),
          Buffer.alloc(26),
          Buffer.from('[Content_Types].xmlword/document.xml'),
        ]),
      ]),
      'contract.bin',
    );
    const res = await fetch(`${be.url}/api/v1/projects/${project.id}/documents`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens.planner}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    const body = await res.json();
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ kind: 'document', fileName: 'contract.docx' });
  });

  it('refuses what its bytes do not show to be allowed, empty and too large files, and a full project', async () => {
    const project = await createProject(be, tenantId);
    const before = await docCount();
    const up = (file: Blob | null, name = 'x.pdf') =>
      be.upload(`/projects/${project.id}/documents`, { token: tokens.planner, file, name });
    const html = await up(new Blob(['<html><script>alert(1)</script></html>']), 'plan.pdf');
    expect(html.status).toBe(415);
    expect(html.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: expect.any(String) } });
    expect((await up(new Blob(['GIF89a......']), 'x.gif')).status).toBe(415);
    expect((await up(new Blob([]))).status).toBe(422);
    expect((await up(null)).status).toBe(422);
    const big = await up(new Blob([Buffer.from('%PDF-'), new Uint8Array(PROJECT_DOCUMENT_MAX_BYTES)]));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await docCount()).toBe(before);

    await be.db.insert(projectDocuments).values(
      Array.from({ length: PROJECT_DOCUMENT_MAX_COUNT }, (_, i) => ({
        tenantId,
        projectId: project.id,
        kind: 'attachment' as const,
        fileName: `f${i}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 5,
        data: Buffer.from('%PDF-'),
      })),
    );
    const full = await up(pdf());
    expect(full.status).toBe(409);
    expect(await docCount()).toBe(before + PROJECT_DOCUMENT_MAX_COUNT);
  });

  it('is for planners with projectAttachments; others see nothing of it', async () => {
    const before = await docCount();
    for (const token of [tokens.client, tokens.crew, tokens.office]) {
      expect((await be.upload('/projects/1/documents', { token, file: pdf() })).status).toBe(403);
      expect((await be.call('GET', '/projects/1/documents', { token })).status).toBe(403);
    }
    const pid = (await be.call('POST', '/auth/token', { body: { projectId: 1, password: 'demo-link' } })).body.data
      .token;
    expect((await be.call('GET', '/projects/1/documents', { token: pid })).status).toBe(403);
    expect((await be.upload('/projects/1/documents', { token: pid, file: pdf() })).status).toBe(403);
    expect(await docCount()).toBe(before);
  });

  it("keeps tenants apart: another tenant's project and files answer 404 and stay as they are", async () => {
    const [seeded] = await be.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, 1)).limit(1);
    const before = await docCount();
    const moyo = { token: tokens.moyoPlanner, host: HOST_MOYO };
    expect((await be.call('GET', '/projects/1/documents', moyo)).status).toBe(404);
    expect((await be.upload('/projects/1/documents', { ...moyo, file: pdf() })).status).toBe(404);
    expect((await be.call('GET', `/projectDocuments/${seeded!.id}/file`, moyo)).status).toBe(404);
    expect((await be.call('POST', `/projectDocuments/${seeded!.id}/approve`, moyo)).status).toBe(404);
    expect((await be.call('DELETE', `/projectDocuments/${seeded!.id}`, moyo)).status).toBe(404);
    expect(await docCount()).toBe(before);
    const [after] = await be.db.select().from(projectDocuments).where(eq(projectDocuments.id, seeded!.id));
    expect(after!.status).toBe(seeded!.status);
  });

  it('deletes a file after which it is gone', async () => {
    const project = await createProject(be, tenantId);
    const res = await be.upload(`/projects/${project.id}/documents`, { token: tokens.planner, file: pdf() });
    const id = res.body.data.id;
    expect((await be.call('DELETE', `/projectDocuments/${id}`, { token: tokens.crew })).status).toBe(403);
    expect((await be.call('DELETE', `/projectDocuments/${id}`, { token: tokens.planner })).body.data).toEqual({ id });
    expect((await be.call('GET', `/projectDocuments/${id}/file`, { token: tokens.planner })).status).toBe(404);
  });
});

describe('the project logo', () => {
  it('is set (PNG or JPEG only), served, replaced and removed by planners with EDIT_PROJECT_LOGO', async () => {
    const project = await createProject(be, tenantId);
    const path = `/projects/${project.id}/logo`;
    expect((await be.call('GET', path, { token: tokens.planner })).status).toBe(404);
    expect((await be.upload(path, { token: tokens.planner, file: pdf() })).status).toBe(415);
    expect((await be.upload(path, { token: tokens.planner, file: new Blob(['RIFF....WEBPVP8 ']) })).status).toBe(415);
    expect((await be.upload(path, { token: tokens.client, file: png() })).status).toBe(403);
    expect((await be.upload(path, { token: tokens.office, file: png() })).status).toBe(403);
    const set = await be.upload(path, { token: tokens.planner, file: png() });
    expect(set.status).toBe(200);
    const detail = await be.call('GET', `/projects/${project.id}`, { token: tokens.planner });
    expect(detail.body.data.hasLogo).toBe(true);
    const image = await fetch(`${be.url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${tokens.planner}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await be.upload(path, { token: tokens.planner, file: png() })).status).toBe(200);
    expect(await be.countRows(projectLogos)).toBeGreaterThan(0);
    expect((await be.call('DELETE', path, { token: tokens.planner })).status).toBe(200);
    expect((await be.call('DELETE', path, { token: tokens.planner })).status).toBe(404);
    expect(
      (await be.upload('/projects/1/logo', { token: tokens.moyoPlanner, host: HOST_MOYO, file: png() })).status,
    ).toBe(404);
  });
});
