// The /api/v1 paths of the crew's own screens, taken from the operations' endpoints
// (./endpoints), for lib/bff/queries and lib/client/api.
import { pathOf } from '../endpoint';
import * as peopleEndpoints from '../people/endpoints';
import * as e from './endpoints';

const pictureReviewEndpoints = { approve: e.approveProfilePicture, reject: e.rejectProfilePicture } as const;

export const selfServicePaths = {
  account: e.getAccount.path,
  accountLanguage: e.setLanguage.path,
  accountPassword: e.changePassword.path,
  calendarSubscriptions: e.listOwnSubscriptions.path,
  calendarSubscription: (id: number) => pathOf(e.deleteSubscription, { id }),
  calendarSubscriptionRefresh: (id: number) => pathOf(e.refreshSubscription, { id }),
  personCalendarSubscriptions: (personId: number) => pathOf(e.listPersonSubscriptions, { id: personId }),
  calendarFeed: (token: string) => pathOf(e.calendarFeed, { token }),
  pushSettings: e.getPushSettings.path,
  pushSubscribe: e.savePushSubscription.path,
  pushUnsubscribe: e.deletePushSubscription.path,
  profilePictures: (personId: number) => pathOf(e.listProfilePictures, { id: personId }),
  profilePictureFile: (personId: number, pictureId: number) =>
    pathOf(e.profilePictureFile, { id: personId, pictureId }),
  pendingProfilePictures: e.listPendingPictures.path,
  profilePictureReview: (pictureId: number, action: 'approve' | 'reject') =>
    pathOf(pictureReviewEndpoints[action], { id: pictureId }),
  publicProfile: (personId: number) => pathOf(e.getPublicProfile, { id: personId }),
  trainings: e.listTrainings.path,
  crewInfo: e.getCrewInfo.path,
  offlineDay: e.getOfflineDay.path,
  tenantCompanies: peopleEndpoints.listTenantCompanies.path,
};
