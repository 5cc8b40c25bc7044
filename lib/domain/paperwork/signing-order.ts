// The order of signing (rules §4): a signatory is Ready to sign while none of their signatures is
// in, On Going once some are, Signed when all are. With the order "one by one" a signatory may
// sign only when everyone before them is Signed; "parallel" lets everyone sign at once. A
// document is signed when every signature has its flag.
export const SIGNATORY_STATUSES = ['readyToSign', 'onGoing', 'signed'] as const;
export type TSignatoryStatus = (typeof SIGNATORY_STATUSES)[number];
export const SIGNING_ORDERS = ['oneByOne', 'parallel'] as const;
export type TSigningOrder = (typeof SIGNING_ORDERS)[number];

export function signatoryStatus(signatures: ReadonlyArray<{ signed: boolean }>): TSignatoryStatus {
  const done = signatures.filter((s) => s.signed).length;
  if (signatures.length > 0 && done === signatures.length) return 'signed';
  return done === 0 ? 'readyToSign' : 'onGoing';
}

type TOrderedSignatory = { id: number; position: number; status: TSignatoryStatus };

/** Whether this signatory may sign now. */
export function isTurnOf(
  order: TSigningOrder,
  signatories: readonly TOrderedSignatory[],
  signatoryId: number,
): boolean {
  const me = signatories.find((s) => s.id === signatoryId);
  if (!me || me.status === 'signed') return false;
  if (order === 'parallel') return true;
  return signatories.every((s) => s.position >= me.position || s.status === 'signed');
}

/** Who may sign next: the first not Signed in "one by one", all not Signed in parallel. */
export function nextSignatories<T extends TOrderedSignatory>(order: TSigningOrder, signatories: readonly T[]): T[] {
  const open = [...signatories].filter((s) => s.status !== 'signed').sort((a, b) => a.position - b.position);
  return order === 'parallel' ? open : open.slice(0, 1);
}

export const isDocumentSigned = (signatories: ReadonlyArray<{ status: TSignatoryStatus }>) =>
  signatories.length > 0 && signatories.every((s) => s.status === 'signed');
