// The shape of a calendar feed's secret and the web path that serves it, without zod: the
// profile builds the subscribe links in the browser. `{id}.{43 base64url characters}`.
export const CALENDAR_FEED_TOKEN = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/;

/** The web app's public path of a feed: no session needed, the secret is the key. */
export const calendarFeedWebPath = (token: string) => `/api/public/calendar/${token}.ics`;

/** Links that add a feed to the big calendar apps (`origin` is the web app's, https in production). */
export function calendarAppLinks(origin: string, token: string, name: string) {
  const https = `${origin}${calendarFeedWebPath(token)}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    /** Apple Calendar (and most desktop apps) subscribe through webcal:. */
    apple: webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(name)}`,
  };
}
