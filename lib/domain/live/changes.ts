// What changed, as live screens hear it: a small note ("crew 12 changed"), not the data. A screen
// that shows the thing reads it again. The backend writes one with the change it tells of, in the
// same transaction (lib/backend/live), so a note exists exactly when its change was committed.
// zod-free: the browser's stream reader uses these types.

/**
 * What the screens of a project and its crews show, to-dos apart: a project login hears only
 * these, and the project and crew pages read themselves again for these (not for `presence`).
 */
export const PROJECT_CONTENT_TOPICS = ['project', 'crew', 'crewItem', 'assignment', 'check', 'signOff'] as const;

/** The kinds of things a note can be about. */
export const CHANGE_TOPICS = [...PROJECT_CONTENT_TOPICS, 'activity', 'plusCrew', 'presence'] as const;
export type TChangeTopic = (typeof CHANGE_TOPICS)[number];

/** A committed change. `id` orders the notes of all backend processes (a stream resumes after it). */
export type TChange = {
  id: number;
  topic: TChangeTopic;
  /**
   * The changed thing's id: a project's, a crew's, a crew item's, a to-do's (`activity`), a plus
   * crew's; for `check` and `signOff` the crew's; for `assignment` the person whose jobs changed
   * (their stream reads again which projects they may see); for `presence` (someone arrived at
   * or left a place) the project's, or 0 for the planner board.
   */
  key: number;
  /** The project it belongs to, where it belongs to one: a project (PID) session hears only its own. */
  projectId: number | null;
  /** When it was committed (ISO). */
  at: string;
};

/**
 * What a screen shows, as notes describe it: a note matches when it has one of the topics (any
 * when absent), and the key and project given. A server page hands these to its live part, so
 * they are data, not functions.
 */
export type TChangeMatch = { topics?: readonly TChangeTopic[]; key?: number; projectId?: number };

export const matchesChange = (change: TChange, matches: readonly TChangeMatch[]): boolean =>
  matches.some(
    (m) =>
      (m.topics === undefined || m.topics.includes(change.topic)) &&
      (m.key === undefined || m.key === change.key) &&
      (m.projectId === undefined || m.projectId === change.projectId),
  );
