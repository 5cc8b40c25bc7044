// A crew member's profile for planners: functions, tags, document-based skills, contact.
export * from './crew-profile';
export * from './availability';
