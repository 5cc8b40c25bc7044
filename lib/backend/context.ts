import type { Db } from './db/client';
import type { TBackendConfig } from './env';
import type { TMailer } from './services/mail-types';
import type { TLoginType, TSessionType } from '../domain/auth';

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
};

export type AppEnv = {
  Variables: {
    deps: TDeps;
    auth: TAuth;
  };
};
