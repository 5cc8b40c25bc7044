// Web Push (rules §7 setPushNotificationSubscription and deletePushNotificationSubscription):
// the browsers of the caller that receive notifications, and the VAPID key they subscribe with.
import { ZPushSettings, ZPushSubscriptionInput, ZPushUnsubscribe } from '..';
import { dataResponse, defineOperation, jsonBody } from '../../operation';
import { ZDone } from '../../response-parts';
import * as selfServiceEndpoints from '../endpoints';

export const getPushSettings = defineOperation({
  ...selfServiceEndpoints.getPushSettings,
  access: { sessions: ['user'] },
  tags: ['push'],
  summary: "The VAPID public key, the reminder lead time and the caller's browsers",
  responses: { 200: dataResponse('Push settings', ZPushSettings) },
});

export const savePushSubscription = defineOperation({
  ...selfServiceEndpoints.savePushSubscription,
  access: { sessions: ['user'] },
  tags: ['push'],
  summary: "Save this browser's push subscription (PushSubscription.toJSON())",
  request: jsonBody(ZPushSubscriptionInput),
  responses: { 200: dataResponse('Saved', ZPushSettings) },
});

export const deletePushSubscription = defineOperation({
  ...selfServiceEndpoints.deletePushSubscription,
  access: { sessions: ['user'] },
  tags: ['push'],
  summary: 'Stop notifications to this browser (its endpoint); one that is gone already is fine',
  request: jsonBody(ZPushUnsubscribe),
  responses: { 200: dataResponse('Deleted', ZDone) },
});
