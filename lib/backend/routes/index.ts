// The route table of /api/v1, by area (routes/<area>/<resource>.ts). Add each resource's router here.
import type { TRouter } from '../http/router';
import { emailUnsubscribeRoutes } from './system/email-unsubscribe';
import { systemRoutes } from './system/status';
import { tenantRoutes } from './system/tenant';
import { authRoutes } from './auth/auth';
import { companyRoutes } from './people/companies';
import { contactRoutes } from './people/contacts';
import { personRoutes } from './people/persons';
import { userRoutes } from './people/users';
import { locationRoutes } from './catalog/locations';
import { rateCardRoutes } from './catalog/rate-cards';
import { referenceRoutes } from './catalog/reference';
import { projectRoutes } from './projects/projects';
import { activityRoutes } from './activities/activities';
import { assignmentRoutes } from './planning/assignments';
import { blockDateRoutes } from './planning/block-dates';
import { crewItemRoutes } from './planning/crew-items';
import { jobRoutes } from './planning/jobs';
import { projectCrewRoutes } from './planning/project-crews';
import { crewCheckRoutes } from './field-work/crew-checks';
import { crewContactRoutes } from './field-work/crew-contacts';
import { crewDocumentRoutes } from './field-work/crew-documents';
import { crewPhotoRoutes } from './field-work/crew-photos';
import { crewRatingRoutes } from './field-work/crew-ratings';
import { crewSignOffRoutes } from './field-work/crew-sign-off';
import { digitalConfirmRoutes } from './field-work/digital-confirm';
import { formRoutes } from './field-work/forms';
import { liveLocationRoutes } from './field-work/live-locations';
import { securityCheckRoutes } from './field-work/security-checks';

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
