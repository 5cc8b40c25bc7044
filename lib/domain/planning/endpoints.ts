// Method and path of each planning operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint; the operations and the reduced sessions' calls import them all as a namespace.
// A module a bundle takes comes whole, with every export any screen uses, so the endpoints of
// the main screens live in files of their own, re-exported here: those screens' browser code
// imports that file, and their first load carries a few endpoints rather than all of these.
export { getPlannerBoard, listOpenRows } from './board-endpoints';
export { listJobs, listCrewChiefCrews, getJob, confirmJob } from './job-endpoints';
export {
  getPlanningCalendar,
  getPersonalCalendar,
  listBlockDates,
  createBlockDate,
  deleteBlockDate,
  listVacationRequests,
  createVacationRequest,
  withdrawVacationRequest,
} from './calendar-endpoints';
export const createAssignment = { method: 'post', path: '/assignments' } as const;
export const updateAssignment = { method: 'put', path: '/assignments/{id}' } as const;
export const cancelAssignment = { method: 'delete', path: '/assignments/{id}' } as const;
export const listClientCrewItems = { method: 'get', path: '/planningCrewItems' } as const;
export const getCrewItem = { method: 'get', path: '/projectCrewItems/{id}' } as const;
export const getCrewItemStatus = { method: 'get', path: '/projectCrewItems/{id}/status' } as const;
export const createCrewItem = { method: 'post', path: '/projectCrewItemStatus/create' } as const;
export const updateCrewItem = { method: 'post', path: '/projectCrewItemStatus/update' } as const;
export const recordNoShow = { method: 'post', path: '/projectCrewItemStatus/noShow' } as const;
export const listProjectCrews = { method: 'get', path: '/projectCrews' } as const;
export const getProjectCrew = { method: 'get', path: '/projectCrews/{id}' } as const;
export const listCrewItemsOfCrew = { method: 'get', path: '/projectCrews/{id}/items' } as const;
export const createProjectCrew = { method: 'post', path: '/projectCrews' } as const;
export const updateProjectCrew = { method: 'put', path: '/projectCrews/{id}' } as const;
export const deleteProjectCrew = { method: 'delete', path: '/projectCrews/{id}' } as const;
export const updatePlannedCrewItem = { method: 'post', path: '/projectCrewItems/{id}/update' } as const;
export const listCrewItemTodos = { method: 'get', path: '/projectCrewItems/{id}/activities' } as const;
export const addCrewItemTodo = { method: 'post', path: '/projectCrewItems/{id}/activities' } as const;
export const listCandidates = { method: 'get', path: '/projectCrewItems/{id}/candidates' } as const;
export const suggestCrew = { method: 'get', path: '/projectCrewItems/{id}/suggestions' } as const;
export const createClientRequest = { method: 'post', path: '/projectCrewItems/{id}/clientRequests' } as const;
export const listRegularCrew = { method: 'get', path: '/projects/{id}/regularCrew' } as const;
export const reviewVacationRequests = { method: 'get', path: '/vacationRequests/review' } as const;
export const personWeekPdf = { method: 'get', path: '/persons/{id}/schedule' } as const;
export const crewWeekPdf = { method: 'get', path: '/projectCrews/{id}/lineUp' } as const;
export const approveVacationRequest = { method: 'post', path: '/vacationRequests/{id}/approve' } as const;
export const declineVacationRequest = { method: 'post', path: '/vacationRequests/{id}/decline' } as const;
export const activateCrewItem = { method: 'post', path: '/projectCrewItemStatus/activate' } as const;
export const crewItemNotNeeded = { method: 'post', path: '/projectCrewItemStatus/notNeeded' } as const;
export const reactivateCrewItem = { method: 'post', path: '/projectCrewItemStatus/reactivate' } as const;
export const getWorkingTimeRules = { method: 'get', path: '/workingTimeRules' } as const;
export const updateWorkingTimeRules = { method: 'put', path: '/workingTimeRules' } as const;
export const getRequiredTrainings = { method: 'get', path: '/requiredTrainings' } as const;
export const setRequiredTrainings = { method: 'put', path: '/functions/{id}/requiredTrainings' } as const;
