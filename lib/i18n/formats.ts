// The named formats live in lib/domain/i18n, so that the backend formats mail, PDFs and push
// messages by the same names as the screens.
export { calendarDate, dateRange, FORMATS, wallClock, wallSpan, type TDateTimeFormat } from '../domain/i18n/formats';
