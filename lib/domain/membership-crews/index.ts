// Membership crews: standing teams of persons kept by planners (rules "Membership crew").
export * from './membership-crew';
export * from './paths';
