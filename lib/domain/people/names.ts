// How a person's name reads wherever it is shown: first name, a space, last name. The backend
// builds the same in SQL (`personName` in lib/backend/services/people/names.ts).
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
