// Membership crews: standing teams of persons kept by planners (DOMAIN.md "Membership crew").
export * from './membership-crew';
export * from './paths';
