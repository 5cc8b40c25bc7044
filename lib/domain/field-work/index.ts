// The crew's day on site (rules "On the day"): the request shapes the backend validates
// and the response shapes the screens render. Times are ISO instants (UTC); a work date is
// the calendar date in the tenant's time zone.
export * from './device-input';
export * from './work-day';
export * from './checks';
export * from './sign-off';
export * from './signature';
export * from './documents';
export * from './photo-limits';
export * from './photos';
export * from './forms';
export * from './security-checks';
export * from './live-locations';
export * from './ratings';
export * from './digital-confirm';
export * from './contacts';
export * from './paths';
