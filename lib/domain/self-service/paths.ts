// The /api/v1 paths of the crew's own screens (issue 11), written once for lib/bff/queries and
// lib/client/api.
export const selfServicePaths = {
  account: '/account',
  accountLanguage: '/account/language',
  accountPassword: '/account/password',
  calendarSubscriptions: '/publicCalendarSubscriptions',
  calendarSubscription: (id: number) => `/publicCalendarSubscriptions/${id}`,
  calendarSubscriptionRefresh: (id: number) => `/publicCalendarSubscriptions/${id}/refresh`,
  personCalendarSubscriptions: (personId: number) => `/persons/${personId}/calendarSubscriptions`,
  calendarFeed: (token: string) => `/calendarFeeds/${token}`,
  pushSettings: '/pushNotificationSettings',
  pushSubscribe: '/setPushNotificationSubscription',
  pushUnsubscribe: '/deletePushNotificationSubscription',
  profilePictures: (personId: number) => `/persons/${personId}/profilePictures`,
  profilePictureFile: (personId: number, pictureId: number) => `/persons/${personId}/profilePictures/${pictureId}/file`,
  pendingProfilePictures: '/profilePictures',
  profilePictureReview: (pictureId: number, action: 'approve' | 'reject') => `/profilePictures/${pictureId}/${action}`,
  publicProfile: (personId: number) => `/persons/${personId}/publicProfile`,
  trainings: '/trainings',
  crewInfo: '/crewInfo',
  offlineDay: '/offlineDay',
  tenantCompanies: '/tenant/companies',
};
