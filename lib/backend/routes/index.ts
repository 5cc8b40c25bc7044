// The route table of /api/v1, by area (routes/<area>/<resource>.ts). Add each resource's router here;
// a read service (services/read-service.ts) needs no line: readServiceRoutes serves them all.
import type { TRouter } from '../http/router';
import { emailUnsubscribeRoutes } from './system/email-unsubscribe';
import { systemRoutes } from './system/status';
import { tenantRoutes } from './system/tenant';
import { failedJobRoutes } from './system/failed-jobs';
import { authRoutes } from './auth/auth';
import { companyRoutes } from './people/companies';
import { contactRoutes } from './people/contacts';
import { personRoutes } from './people/persons';
import { userRoutes } from './people/users';
import { locationRoutes } from './catalog/locations';
import { rateCardRoutes } from './catalog/rate-cards';
import { referenceRoutes } from './catalog/reference';
import { projectRoutes } from './projects/projects';
import { projectWorkspaceRoutes } from './projects/project-workspace';
import { projectDocumentRoutes } from './projects/project-documents';
import { activityRoutes } from './activities/activities';
import { assignmentRoutes } from './planning/assignments';
import { blockDateRoutes } from './planning/block-dates';
import { workingTimeRuleRoutes } from './planning/working-time-rules';
import { requiredTrainingRoutes } from './planning/required-trainings';
import { staffingProposalRoutes } from './planning/staffing-proposals';
import { staffingSettingRoutes } from './planning/staffing-settings';
import { crewItemRoutes } from './planning/crew-items';
import { jobRoutes } from './planning/jobs';
import { projectCrewRoutes } from './planning/project-crews';
import { staffingRoutes } from './planning/staffing';
import { crewCheckRoutes } from './field-work/crew-checks';
import { crewContactRoutes } from './field-work/crew-contacts';
import { crewDocumentRoutes } from './field-work/crew-documents';
import { crewPhotoRoutes } from './field-work/crew-photos';
import { crewRatingRoutes } from './field-work/crew-ratings';
import { crewSignOffRoutes } from './field-work/crew-sign-off';
import { weekPrintRoutes } from './planning/week-print';
import { digitalConfirmRoutes } from './field-work/digital-confirm';
import { formRoutes } from './field-work/forms';
import { liveLocationRoutes } from './field-work/live-locations';
import { securityCheckRoutes } from './field-work/security-checks';
import { plusCrewRoutes } from './plus-crews/plus-crews';
import { plusCrewDataRoutes } from './plus-crews/plus-crew-data';
import { vacationRequestRoutes } from './planning/vacation-requests';
import { plannerBoardRoutes } from './planning/planner-board';
import { planningCalendarRoutes } from './planning/planning-calendar';
import { clientCrewItemRoutes } from './planning/client-crew-items';
import { calendarSubscriptionRoutes } from './self-service/calendar-subscriptions';
import { pushRoutes } from './self-service/push';
import { accountRoutes } from './self-service/account';
import { profilePictureRoutes } from './self-service/profile-pictures';
import { trainingAndCrewInfoRoutes } from './self-service/trainings-crew-info';
import { offlineDayRoutes } from './self-service/offline-day';
import { payrollRoutes } from './paperwork/payrolls';
import { contractRoutes } from './paperwork/contracts';
import { personPaperworkRoutes } from './paperwork/person-paperwork';
import { documentRoutes } from './paperwork/documents';
import { documentWriteRoutes } from './paperwork/document-writes';
import { formPerformRoutes } from './paperwork/forms-perform';
import { receiptRoutes } from './money/receipts';
import { invoiceRoutes } from './money/invoices';
import { companySettingsRoutes } from './money/company-settings';
import { emailMessageRoutes } from './mail/email-messages';
import { vacancyRoutes } from './vacancies/vacancies';
import { shiftSwapRoutes } from './shift-swaps/shift-swaps';
import { membershipCrewRoutes } from './membership-crews/membership-crews';
import { crewProfileRoutes } from './crew-profile/crew-profile';
import { readServiceRoutes } from './read-services';
import { liveRoutes } from './live/changes';
import { presenceRoutes } from './live/presence';

export const resourceRouters: ReadonlyArray<() => TRouter> = [
  systemRoutes,
  tenantRoutes,
  failedJobRoutes,
  authRoutes,
  companyRoutes,
  contactRoutes,
  personRoutes,
  userRoutes,
  referenceRoutes,
  locationRoutes,
  rateCardRoutes,
  projectRoutes,
  projectWorkspaceRoutes,
  projectDocumentRoutes,
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
  plannerBoardRoutes,
  planningCalendarRoutes,
  clientCrewItemRoutes,
  staffingRoutes,
  assignmentRoutes,
  jobRoutes,
  blockDateRoutes,
  workingTimeRuleRoutes,
  requiredTrainingRoutes,
  staffingProposalRoutes,
  staffingSettingRoutes,
  plusCrewRoutes,
  plusCrewDataRoutes,
  vacationRequestRoutes,
  weekPrintRoutes,
  calendarSubscriptionRoutes,
  pushRoutes,
  accountRoutes,
  profilePictureRoutes,
  trainingAndCrewInfoRoutes,
  offlineDayRoutes,
  payrollRoutes,
  contractRoutes,
  personPaperworkRoutes,
  documentRoutes,
  documentWriteRoutes,
  formPerformRoutes,
  receiptRoutes,
  invoiceRoutes,
  companySettingsRoutes,
  emailMessageRoutes,
  vacancyRoutes,
  shiftSwapRoutes,
  membershipCrewRoutes,
  crewProfileRoutes,
  liveRoutes,
  presenceRoutes,
  // Last: a read service's path is its own, never one an earlier route's parameter would take.
  readServiceRoutes,
];
