import type { Db, TPoolStats } from './db/client';
import type { TBackendConfig } from './env';
import type { TMailer } from './services/mail-types';
import type { TLiveHub } from './live/hub';
import type { TLoginType, TSessionType } from '../domain/auth';
import type { TLogger } from '../node-http/logger';

/** Who is calling, taken from a verified token. Every tenant-owned query uses `tenantId`. */
export type TAuth = {
  tenantId: number;
  type: TSessionType;
  userId: number | null;
  personId: number | null;
  contactNumber: number | null;
  loginTypes: TLoginType[];
  projectId: number | null;
  plusCrewId: number | null;
  /** The server-side session of the token (services/auth/sessions.ts). */
  sessionId?: string;
};

export type TDeps = {
  db: Db;
  config: TBackendConfig;
  mailer: TMailer;
  /**
   * The process's live hub (lib/backend/live/hub.ts), which GET /changes streams from. Absent
   * where the app is built without serving (the OpenAPI document, probes of the route table):
   * the stream then answers 503.
   */
  live?: TLiveHub;
  /** The database pool's connections now, on PostgreSQL (GET /metrics). */
  poolStats?: () => TPoolStats;
  /** Where request lines and handled errors go; the process's log (processLog) when absent. */
  log?: TLogger;
};

export type AppEnv = {
  Variables: {
    deps: TDeps;
    auth: TAuth;
  };
};
