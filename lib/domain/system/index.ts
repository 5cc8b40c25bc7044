// The service itself: health, version, and the mail unsubscribe link.
export * from './status';
export * from './email-unsubscribe';
export * from './paths';
export * from './failed-jobs';
