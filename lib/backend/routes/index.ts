// The route table of /api/v1. Add each resource's router here.
import type { TRouter } from '../http/router';
import { authRoutes } from './auth';
import { emailUnsubscribeRoutes } from './email-unsubscribe';
import { systemRoutes } from './system';
import { activityRoutes } from './activities';
import { companyRoutes } from './companies';
import { contactRoutes } from './contacts';
import { locationRoutes } from './locations';
import { personRoutes } from './persons';
import { projectRoutes } from './projects';
import { rateCardRoutes } from './rate-cards';
import { referenceRoutes } from './reference';
import { userRoutes } from './users';
import { tenantRoutes } from './tenant';
import { crewCheckRoutes } from './crew-checks';
import { crewSignOffRoutes } from './crew-sign-off';
import { crewDocumentRoutes } from './crew-documents';
import { crewPhotoRoutes } from './crew-photos';
import { formRoutes } from './forms';
import { securityCheckRoutes } from './security-checks';
import { liveLocationRoutes } from './live-locations';
import { crewRatingRoutes } from './crew-ratings';
import { digitalConfirmRoutes } from './digital-confirm';
import { crewContactRoutes } from './crew-contacts';
import { projectCrewRoutes } from './project-crews';
import { crewItemRoutes } from './crew-items';
import { assignmentRoutes } from './assignments';
import { jobRoutes } from './jobs';
import { blockDateRoutes } from './block-dates';

export const resourceRouters: ReadonlyArray<() => TRouter> = [
  systemRoutes,
  tenantRoutes,
  authRoutes,
  companyRoutes,
  contactRoutes,
  personRoutes,
  userRoutes,
  referenceRoutes,
  locationRoutes,
  rateCardRoutes,
  projectRoutes,
  activityRoutes,
  emailUnsubscribeRoutes,
  crewCheckRoutes,
  crewSignOffRoutes,
  crewDocumentRoutes,
  crewPhotoRoutes,
  formRoutes,
  securityCheckRoutes,
  liveLocationRoutes,
  crewRatingRoutes,
  digitalConfirmRoutes,
  crewContactRoutes,
  projectCrewRoutes,
  crewItemRoutes,
  assignmentRoutes,
  jobRoutes,
  blockDateRoutes,
];
