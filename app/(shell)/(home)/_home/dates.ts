// Calendar dates ('YYYY-MM-DD') carry no time zone; noon UTC is the same calendar day in every
// zone the tenant may use, so the formatter never shifts them by a day.
export const calendarDate = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);
