// /changes: the notes of committed changes the caller may read, as Server-Sent Events, for the
// screens that update themselves (lib/domain/live/changes.ts). Every session kind; what passes
// is decided per note on the server (lib/backend/live/visibility.ts).
import { ANY_SESSION, defineOperation } from '../../operation';
import { eventStreamResponse } from '../../operation-content';
import * as liveEndpoints from '../endpoints';

export const streamChanges = defineOperation({
  ...liveEndpoints.streamChanges,
  access: { sessions: ANY_SESSION },
  tags: ['live'],
  summary:
    "Notes of committed changes the caller may read, as Server-Sent Events (`id` the note's, `event: change`, `data` { topic, key, projectId, at }); `Last-Event-ID` resumes after a note, a comment every 20 s keeps the stream open",
  responses: { 200: eventStreamResponse('The stream; it stays open') },
});
