// The browsers that receive a person's push messages. A browser has one subscription per
// origin: saving it again (after a login as someone else on the same phone) moves it to the
// new login, so that nobody gets another person's notifications.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions, tenants } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TPushConfig } from '../../env';
import { forbidden, invalidField } from '../../errors';
import { USER_AGENT_MAX, type TPushSettings, type TPushSubscriptionInput } from '../../../domain/self-service';
import { isAllowedPushEndpoint } from './push-endpoints';
import { clock } from '../../../domain/clock';

function personalLogin(auth: TAuth): { personId: number; userId: number } {
  if (auth.type !== 'user' || auth.personId === null || auth.userId === null)
    throw forbidden('Notifications need a personal login');
  return { personId: auth.personId, userId: auth.userId };
}

const stripPadding = (s: string) => s.replace(/=+$/, '');

export async function savePushSubscription(
  db: DbOrTx,
  auth: TAuth,
  config: TPushConfig,
  input: TPushSubscriptionInput,
  userAgent: string | undefined,
): Promise<TPushSettings> {
  const me = personalLogin(auth);
  if (!isAllowedPushEndpoint(input.endpoint, config.extraHosts))
    throw invalidField('endpoint', 'This is not the address of a browser push service');
  const values = {
    tenantId: auth.tenantId,
    personId: me.personId,
    userId: me.userId,
    endpoint: input.endpoint,
    p256dh: stripPadding(input.keys.p256dh),
    auth: stripPadding(input.keys.auth),
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: clock.now(), lastSentAt: null },
    });
  return pushSettings(db, auth, config);
}

/** Removes this browser's subscription of the caller; one that is already gone is fine. */
export async function deletePushSubscription(db: DbOrTx, auth: TAuth, endpoint: string): Promise<void> {
  const me = personalLogin(auth);
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.tenantId, auth.tenantId),
        eq(pushSubscriptions.personId, me.personId),
      ),
    );
}

export async function pushSettings(db: DbOrTx, auth: TAuth, config: TPushConfig): Promise<TPushSettings> {
  const me = personalLogin(auth);
  const [tenant] = await db
    .select({ minutes: tenants.shiftReminderMinutes })
    .from(tenants)
    .where(eq(tenants.id, auth.tenantId));
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, auth.tenantId), eq(pushSubscriptions.personId, me.personId)))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return {
    publicKey: config.vapid.publicKey,
    reminderMinutes: tenant?.minutes ?? 120,
    devices: devices.map((d) => ({
      ...d,
      createdAt: d.createdAt.toISOString(),
      lastSentAt: d.lastSentAt?.toISOString() ?? null,
    })),
  };
}
