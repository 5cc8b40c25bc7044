// Method and path of each self-service operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const getAccount = { method: 'get', path: '/account' } as const;
export const setLanguage = { method: 'put', path: '/account/language' } as const;
export const changePassword = { method: 'post', path: '/account/password' } as const;
export const listOwnSubscriptions = { method: 'get', path: '/publicCalendarSubscriptions' } as const;
export const createSubscription = { method: 'post', path: '/publicCalendarSubscriptions' } as const;
export const refreshSubscription = { method: 'post', path: '/publicCalendarSubscriptions/{id}/refresh' } as const;
export const deleteSubscription = { method: 'delete', path: '/publicCalendarSubscriptions/{id}' } as const;
export const listPersonSubscriptions = { method: 'get', path: '/persons/{id}/calendarSubscriptions' } as const;
export const calendarFeed = { method: 'get', path: '/calendarFeeds/{token}' } as const;
export const getOfflineDay = { method: 'get', path: '/offlineDay' } as const;
export const uploadProfilePicture = { method: 'post', path: '/persons/{id}/profilePictures' } as const;
export const listProfilePictures = { method: 'get', path: '/persons/{id}/profilePictures' } as const;
export const profilePictureFile = { method: 'get', path: '/persons/{id}/profilePictures/{pictureId}/file' } as const;
export const listPendingPictures = { method: 'get', path: '/profilePictures' } as const;
export const getPublicProfile = { method: 'get', path: '/persons/{id}/publicProfile' } as const;
export const getPushSettings = { method: 'get', path: '/pushNotificationSettings' } as const;
export const savePushSubscription = { method: 'post', path: '/setPushNotificationSubscription' } as const;
export const deletePushSubscription = { method: 'post', path: '/deletePushNotificationSubscription' } as const;
export const listTrainings = { method: 'get', path: '/trainings' } as const;
export const getCrewInfo = { method: 'get', path: '/crewInfo' } as const;
export const replaceCrewInfo = { method: 'put', path: '/crewInfo' } as const;
export const approveProfilePicture = { method: 'post', path: '/profilePictures/{id}/approve' } as const;
export const rejectProfilePicture = { method: 'post', path: '/profilePictures/{id}/reject' } as const;
