// The crew's own screens: calendar feeds, push, account, profile pictures,
// trainings and crew info. Vacation requests and the personal calendar are in ../planning.
export * from './account';
export * from './calendar-subscriptions';
export * from './crew-info';
export * from './feed-token';
export * from './offline-day';
export * from './paths';
export * from './picture-limits';
export * from './profile-pictures';
export * from './push';
export * from './push-message';
export * from './training-rules';
export * from './trainings';
