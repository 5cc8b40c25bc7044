// Demo documents to sign, made and signed through the services as the office would: the demo
// crew member's employment contract, signed by the office and now waiting for them; their
// confidentiality agreement, signed by both sides; the crew chief's and a few crew members'
// signed contracts (for the company's export); a code of conduct for the Dutch crew member to
// sign; and a client's service agreement waiting for the planner.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts, persons } from '../db/schema';
import type { TAuth } from '../context';
import { addDays } from '../../domain/calendar-days';
import type { TCreateDocumentInput } from '../../domain/paperwork';
import { createMailer } from '../services/mail';
import { renderPdf } from '../services/pdf/render-pdf';
import { uploadedPdfReader } from './context';
import { drawSignaturePng, pngDataUrl } from '../services/field-work/png';
import { personName } from '../services/people/names';
import { createDocument } from '../services/paperwork/documents/create-document';
import { signDocument } from '../services/paperwork/documents/sign-document';
import type { TSeedTenant } from './base';

const WEB_ORIGIN = 'http://localhost:3000';

/** A login of the demo acting through the services, as its token would say. */
export const userAuth = (tenantId: number, personId: number, loginTypes: TAuth['loginTypes']): TAuth => ({
  tenantId,
  type: 'user',
  userId: null,
  personId,
  contactNumber: null,
  loginTypes,
  projectId: null,
  plusCrewId: null,
});

const CLAUSES: Record<string, [string, string][]> = {
  'Employment contract': [
    [
      '1. Work',
      'The employee works as crew at events of the employer and its clients, in the functions agreed per job.',
    ],
    [
      '2. Hours',
      'The hours quota per period is set out in the staff contract. Hours above or below it go to the time account.',
    ],
    ['3. Pay', 'Hours are paid at the rate of the function on the rate card of the project, monthly, with a payslip.'],
    ['4. Vacation', 'The employee builds up vacation days in proportion to the part of the year under contract.'],
  ],
  'Confidentiality agreement': [
    ['1. Confidential information', 'Everything about clients, artists and venues seen at work stays confidential.'],
    ['2. Photos', 'No photos of the backstage area are shared outside the crew app.'],
  ],
  'Code of conduct': [
    ['1. Safety', 'Safety shoes and gloves are worn during build-up and breakdown.'],
    ['2. Respect', 'Everyone on site is treated with respect, whatever their role.'],
  ],
  'Service agreement': [
    ['1. Services', 'The supplier provides event crew at the rates of the agreed rate card.'],
    ['2. Confirmation', 'Hours are confirmed digitally on the delivery note at the end of each day.'],
  ],
};

async function sourcePdf(db: Db, type: string, title: string, company: string, personId: number | null) {
  const [person] = personId ? await db.select({ name: personName }).from(persons).where(eq(persons.id, personId)) : [];
  return renderPdf({
    reader: uploadedPdfReader(company),
    title,
    facts: [['Company', company], ...(person ? ([['Employee', person.name]] as [string, string][]) : [])],
    answers: CLAUSES[type] ?? [],
    subject: title,
  });
}

export async function seedDocuments(
  db: Db,
  t: TSeedTenant,
  o: {
    typeIds: Record<string, number>;
    contracts: Array<{ personId: number; id: number }>;
    demo: number[];
    today: string;
    others: number[];
  },
) {
  const office = t.users['office@example.com']?.personId;
  const planner = t.users['planner@example.com']?.personId;
  const sam = t.users['crew@example.com']?.personId;
  const chris = t.users['chief@example.com']?.personId;
  const noor = t.users['crew.nl@example.com']?.personId;
  const casey = t.users['client@example.com']?.personId;
  if (!office || !planner || !sam || !chris || !noor || !casey) return;
  const mailer = createMailer({ from: 'Crewdeck <no-reply@crewdeck.local>', log: () => {} });
  const officeAuth = userAuth(t.tenantId, office, ['office']);
  const [company] = await db
    .select({ name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, t.clientContactIds[0]!));
  const contractOf = (personId: number) => o.contracts.find((c) => c.personId === personId)?.id ?? null;
  const at = (days: number, hour: number) =>
    new Date(`${addDays(o.today, days)}T${String(hour).padStart(2, '0')}:15:00Z`);

  const make = async (type: string, input: Omit<TCreateDocumentInput, 'typeId'>) =>
    createDocument(db, mailer, officeAuth, {
      input: { ...input, typeId: o.typeIds[type]! },
      file: {
        bytes: await sourcePdf(
          db,
          type,
          input.title,
          company?.name && input.contactId ? company.name : 'Crewdeck Demo B.V.',
          input.personId ?? null,
        ),
        name: `${input.title}.pdf`,
      },
      webOrigin: WEB_ORIGIN,
    });
  const sign = async (
    doc: { id: number; signatories: Array<{ id: number; person: { id: number; name: string } }> },
    personId: number,
    when: Date,
    extra: { formFields?: Record<string, string>; rating?: number } = {},
  ) => {
    const s = doc.signatories.find((x) => x.person.id === personId)!;
    const loginTypes: TAuth['loginTypes'] =
      personId === office
        ? ['office']
        : personId === planner
          ? ['planners']
          : personId === casey
            ? ['clients']
            : ['crew'];
    return signDocument(db, mailer, userAuth(t.tenantId, personId, loginTypes), {
      documentId: doc.id,
      signatoryId: s.id,
      input: { signerName: s.person.name, signature: pngDataUrl(drawSignaturePng(s.id)), ...extra },
      webOrigin: WEB_ORIGIN,
      now: when,
    });
  };
  const year = o.today.slice(0, 4);

  // Waiting for the demo crew member, after the office.
  const samContract = await make('Employment contract', {
    title: `Employment contract ${year}, Sam de Vries`,
    signingOrder: 'oneByOne',
    personId: sam,
    companyId: t.companyId,
    staffContractId: contractOf(sam),
    parameters: { period: year },
    signatories: [
      { personId: office },
      {
        personId: sam,
        signatures: ['Initials', 'Signature'],
        fields: [{ id: 'iban', label: 'Bank account (IBAN) for your pay', type: 'text', required: true }],
      },
    ],
  });
  await sign(samContract, office, at(-1, 9));

  const nda = await make('Confidentiality agreement', {
    title: 'Confidentiality agreement, Sam de Vries',
    signingOrder: 'oneByOne',
    personId: sam,
    companyId: t.companyId,
    signatories: [{ personId: sam }, { personId: planner }],
  });
  await sign(nda, sam, at(-40, 10), { rating: 5 });
  await sign(nda, planner, at(-39, 8));

  for (const personId of [chris, ...o.others]) {
    const doc = await make('Employment contract', {
      title: `Employment contract ${year}`,
      signingOrder: 'oneByOne',
      personId,
      companyId: t.companyId,
      staffContractId: contractOf(personId),
      signatories: [{ personId: office }, { personId }],
    });
    await sign(doc, office, at(-30, 9));
    await sign(doc, personId, at(-29, 18));
  }

  await make('Code of conduct', {
    title: 'Code of conduct on site',
    signingOrder: 'parallel',
    personId: noor,
    companyId: t.companyId,
    signatories: [{ personId: noor }],
  });

  const service = await make('Service agreement', {
    title: `Service agreement ${year}, ${company?.name ?? 'client'}`,
    signingOrder: 'oneByOne',
    contactId: t.clientContactIds[0]!,
    companyId: t.companyId,
    signatories: [{ personId: casey }, { personId: planner }],
  });
  await sign(service, casey, at(-2, 14));
}
