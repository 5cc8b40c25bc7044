// The forms' schemas turn what people type into the domain's numbers, and say what is wrong in
// the same message keys as the server.
import { validationMessage } from '@/lib/domain/validation';
import { ZSettingsForm } from '@/app/(shell)/companies/[id]/settings/settings-schema';
import { ZInvoiceForm, ZInvoiceSendForm, ZReceiptForm } from './form-schemas';

const keysOf = (issues: Parameters<typeof validationMessage>[0][]) =>
  Object.fromEntries(issues.map((i) => [i.path.join('.'), validationMessage(i).key]));

const line = { description: 'Parking', quantity: '1,5', unitPrice: '12,50', vatRate: '21' };

describe('ZReceiptForm', () => {
  it('reads amounts typed with a comma as cents, and blanks as null', () => {
    const r = ZReceiptForm.parse({
      companyId: '3',
      date: '2026-03-02',
      supplierName: 'Q-Park',
      description: ' ',
      pricesIncludeVat: true,
      items: [line],
    });
    expect(r).toEqual({
      companyId: 3,
      date: '2026-03-02',
      supplierName: 'Q-Park',
      description: null,
      pricesIncludeVat: true,
      items: [{ description: 'Parking', quantity: 1.5, unitPrice: 1250, vatRate: 21 }],
    });
  });

  it('names each wrong field with the key the server would use', () => {
    const r = ZReceiptForm.safeParse(
      {
        companyId: '',
        date: '2026-02-31',
        supplierName: '',
        description: '',
        pricesIncludeVat: true,
        items: [{ description: '', quantity: 'two', unitPrice: '', vatRate: '101' }],
      },
      { reportInput: true },
    );
    expect(r.success).toBe(false);
    expect(keysOf(r.error!.issues)).toEqual({
      companyId: 'required',
      date: 'invalid',
      supplierName: 'required',
      'items.0.description': 'required',
      'items.0.quantity': 'notANumber',
      'items.0.unitPrice': 'required',
      'items.0.vatRate': 'tooBig',
    });
  });
});

describe('ZInvoiceForm', () => {
  it('keeps the due date optional and not before the invoice date', () => {
    const base = {
      companyId: '1',
      clientId: '7',
      date: '2026-03-02',
      dueDate: '',
      reference: '',
      notes: '',
      pricesIncludeVat: false,
      items: [line],
    };
    expect(ZInvoiceForm.parse(base)).toMatchObject({ clientId: 7, dueDate: null, reference: null });
    const early = ZInvoiceForm.safeParse({ ...base, dueDate: '2026-03-01' });
    expect(early.error!.issues.map((i) => i.path.join('.'))).toEqual(['dueDate']);
  });
});

describe('ZInvoiceSendForm', () => {
  it('splits the copies on commas and spaces', () => {
    expect(ZInvoiceSendForm.parse({ to: 'ap@client.example', cc: 'a@x.example, b@y.example;c@z.example' })).toEqual({
      to: 'ap@client.example',
      cc: ['a@x.example', 'b@y.example', 'c@z.example'],
    });
    expect(ZInvoiceSendForm.safeParse({ to: 'ap@client.example', cc: 'not-an-address' }).success).toBe(false);
  });
});

describe('ZSettingsForm', () => {
  const values = {
    currency: 'EUR',
    invoicePrefix: 'MO-',
    invoiceNextNumber: '3',
    receiptPrefix: 'MOR-',
    receiptNextNumber: '12',
    vatRates: [
      { name: 'Standard', rate: '21' },
      { name: 'Reduced', rate: '5,5' },
    ],
    defaultVatRate: '21',
    paymentTermDays: '30',
    senderName: 'Moyo Events',
    senderEmail: '',
    senderAddress: '',
  };
  it('reads whole numbers and rates, and blanks as null', () => {
    expect(ZSettingsForm.parse(values)).toMatchObject({
      invoiceNextNumber: 3,
      receiptNextNumber: 12,
      vatRates: [
        { name: 'Standard', rate: 21 },
        { name: 'Reduced', rate: 5.5 },
      ],
      paymentTermDays: 30,
      senderEmail: null,
      senderAddress: null,
    });
  });
  it('refuses a default rate that is not listed and a prefix in lower case', () => {
    const r = ZSettingsForm.safeParse({ ...values, defaultVatRate: '9', invoicePrefix: 'mo-' }, { reportInput: true });
    expect(keysOf(r.error!.issues)).toEqual({ invoicePrefix: 'format', defaultVatRate: 'invalid' });
  });
});
