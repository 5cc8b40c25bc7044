// The field-work demo data: present after the demo seed (wired in by seed/index.ts, or run
// here when it is not yet), consistent, and readable through the API.
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  crewChecks,
  crewDocuments,
  crewRatings,
  crewSignOffs,
  digitalConfirmations,
  formResults,
  forms,
  projectCrews,
} from '../db/schema';
import { pdfText } from '../test-support/pdf-text';
import { startTestBackend, type TTestBackend } from '../test-support/test-backend';
import { seedFieldWork } from './field-work';

let be: TTestBackend;
beforeAll(async () => {
  be = await startTestBackend();
  const [seeded] = await be.db.select({ n: count() }).from(forms).where(eq(forms.tenantId, 1));
  if (!seeded?.n) {
    await seedFieldWork(be.db, 1);
  }
});
afterAll(async () => {
  await be.close();
});

describe('seedFieldWork', () => {
  it('adds a security check form and a questionnaire', async () => {
    const rows = await be.db
      .select({ kind: forms.kind, n: count() })
      .from(forms)
      .where(and(eq(forms.tenantId, 1), inArray(forms.name, ['Security check', 'Crew feedback'])))
      .groupBy(forms.kind);
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.n]))).toEqual({ securityCheck: 1, questionnaire: 1 });
  });
  it('records checked-in and checked-out days, signed off, for a few past crews', async () => {
    const checks = await be.db.select().from(crewChecks).where(eq(crewChecks.tenantId, 1));
    expect(checks.length).toBeGreaterThan(4);
    for (const c of checks) {
      expect(c.checkOutAt!.getTime()).toBeGreaterThan(c.checkInAt.getTime());
      expect(c.checkInLat).not.toBeNull();
      expect(c.paidMinutes).not.toBeNull();
    }
    const crews = new Set(checks.map((c) => c.projectCrewId));
    expect(crews.size).toBe(3);
    expect((await be.db.select({ n: count() }).from(crewSignOffs).where(eq(crewSignOffs.tenantId, 1)))[0]!.n).toBe(3);
    // The crews' security checks (the paperwork seed adds a person's own questionnaire too).
    const checksOfCrews = and(eq(formResults.tenantId, 1), isNotNull(formResults.projectCrewId));
    expect((await be.db.select({ n: count() }).from(formResults).where(checksOfCrews))[0]!.n).toBe(1);
    expect(
      (await be.db.select({ n: count() }).from(digitalConfirmations).where(eq(digitalConfirmations.tenantId, 1)))[0]!.n,
    ).toBe(1);
    expect(
      (await be.db.select({ n: count() }).from(crewRatings).where(eq(crewRatings.tenantId, 1)))[0]!.n,
    ).toBeGreaterThan(0);
  });
  it('leaves one delivery note signed (with its PDF) and one released, which the crew chief can read', async () => {
    const notes = await be.db
      .select()
      .from(crewDocuments)
      .where(and(eq(crewDocuments.tenantId, 1), eq(crewDocuments.kind, 'deliveryNote')));
    expect(notes.map((n) => n.status).sort()).toEqual(['released', 'signed']);
    const signed = notes.find((n) => n.status === 'signed')!;
    const text = pdfText(signed.pdf!);
    expect(text).toContain(signed.lines[0]!.name);
    expect(await PDFDocument.load(signed.pdf!)).toBeTruthy();
    const [crew] = await be.db
      .select({ chief: projectCrews.crewChiefId })
      .from(projectCrews)
      .where(eq(projectCrews.id, signed.projectCrewId));
    const token = await be.login('planner@example.com');
    const res = await be.call('GET', `/projectCrews/${signed.projectCrewId}/deliveryNote?date=${signed.workDate}`, {
      token,
    });
    expect(res.body.data).toMatchObject({ status: 'signed', signerName: 'Site manager' });
    expect(crew!.chief).not.toBeNull();
  });
});
