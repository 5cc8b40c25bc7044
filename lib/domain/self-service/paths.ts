// The /api/v1 paths of the crew's own screens, taken from the operations' endpoints
// (./endpoints), for lib/bff/queries and lib/client/api.
import { pathOf } from '../endpoint';
import * as e from './endpoints';

export const selfServicePaths = {
  calendarFeed: (token: string) => pathOf(e.calendarFeed, { token }),
  profilePictures: (personId: number) => pathOf(e.listProfilePictures, { id: personId }),
  profilePictureFile: (personId: number, pictureId: number) =>
    pathOf(e.profilePictureFile, { id: personId, pictureId }),
  offlineDay: e.getOfflineDay.path,
};
