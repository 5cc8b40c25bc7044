// The shape of an action in the offline queue (offline-queue.ts), on its own: the screens that
// show waiting actions need these few lines, not the queue's storage and sending code.

export const CHECK_KINDS = ['checkIns', 'checkOuts'] as const;
export type TCheckKind = (typeof CHECK_KINDS)[number];

export type TQueuedCheck = {
  clientId: string;
  crewId: number;
  kind: TCheckKind;
  body: {
    at: string;
    lat: number;
    lng: number;
    accuracy?: number | null;
    clientId: string;
    assignmentId?: number;
  };
  queuedAt: string;
  attempts: number;
};

/** The other actions: a POST of `body` to `path` (relative to /api/v1). */
export const ACTION_KINDS = [
  'proposedHours',
  'signOff',
  'release',
  'sign',
  'securityCheck',
  'photo',
  'jobAnswer',
] as const;
export type TActionKind = (typeof ACTION_KINDS)[number];

export type TQueuedAction = {
  clientId: string;
  kind: TActionKind;
  path: string;
  /** The JSON body, with `at`; a photo's is its file name and type, its bytes wait in IndexedDB. */
  body: Record<string, unknown>;
  /** When the user did it. */
  at: string;
  /** Where its result shows: a crew (and its day), or a job. */
  crewId: number | null;
  date: string | null;
  jobId: number | null;
  /** The If-Match of a change of a versioned record: the ETag of the version the user saw. */
  ifMatch: string | null;
  queuedAt: string;
  attempts: number;
};

export type TQueued = TQueuedCheck | TQueuedAction;

export const isCheck = (q: TQueued): q is TQueuedCheck => (CHECK_KINDS as readonly string[]).includes(q.kind);
/** When the user did it. */
export const timeOf = (q: TQueued): string => (isCheck(q) ? q.body.at : q.at);
