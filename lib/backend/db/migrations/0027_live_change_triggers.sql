-- The notes of committed changes (lib/domain/live/changes.ts) are written by the database: every
-- statement that writes one of the tables below notes what it changed, in its own transaction,
-- whichever code makes it. A NOTIFY is delivered on commit only, so a note is heard exactly when
-- its change was committed, by every backend process listening on 'crewdeck_changes'.
-- Statement triggers note each changed thing once per statement (a crew fill of fifty jobs for
-- ten people is ten notes). PostgreSQL allows transition tables only on triggers of one event,
-- so each table has three triggers on one function, which reads the rows of its event.
-- One note, and its NOTIFY: what the triggers below call for each changed thing.
CREATE FUNCTION "live_note"("p_tenant_id" integer, "p_topic" text, "p_key" integer, "p_project_id" integer)
  RETURNS "live_changes" LANGUAGE plpgsql AS $$
DECLARE
  noted "live_changes";
BEGIN
  INSERT INTO "live_changes" ("tenant_id", "topic", "key", "project_id")
    VALUES ("p_tenant_id", "p_topic", "p_key", "p_project_id") RETURNING * INTO noted;
  PERFORM pg_notify('crewdeck_changes', json_build_object(
    'id', noted."id", 'tenantId', noted."tenant_id", 'topic', noted."topic", 'key', noted."key",
    'projectId', noted."project_id",
    'at', to_char(noted."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN noted;
END
$$;--> statement-breakpoint
-- Notes what a statement changed, for its table's topic (TG_ARGV[0]): the new rows of an insert,
-- the old ones of a delete, and both of an update (a job moved to another person is news to
-- both), leaving out rows whose update changed only what the database keeps itself (live_rows).
CREATE FUNCTION "live_note_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') INTO changed FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') INTO changed FROM old_rows o;
  ELSE
    SELECT coalesce(jsonb_agg(p."new") || jsonb_agg(p."old"), '[]') INTO changed
      FROM (SELECT to_jsonb(n) AS "new", to_jsonb(o) AS "old" FROM new_rows n JOIN old_rows o ON o."id" = n."id") p
      WHERE p."new" - 'live_rows' <> p."old" - 'live_rows';
  END IF;
  PERFORM "live_note"(t."tenant_id", t."topic", t."key", t."project_id")
    FROM (
      SELECT DISTINCT r."tenant_id", TG_ARGV[0] AS "topic",
        CASE TG_TABLE_NAME
          WHEN 'assignments' THEN r."person_id"
          WHEN 'crew_checks' THEN r."project_crew_id"
          WHEN 'crew_sign_offs' THEN r."project_crew_id"
          WHEN 'plus_crew_values' THEN r."plus_crew_id"
          WHEN 'plus_crew_entries' THEN r."plus_crew_id"
          ELSE r."id"
        END AS "key",
        CASE TG_TABLE_NAME
          WHEN 'projects' THEN r."id"
          WHEN 'project_crews' THEN r."project_id"
          WHEN 'activities' THEN r."project_id"
          WHEN 'project_crew_items' THEN c."project_id"
          WHEN 'assignments' THEN ic."project_id"
          WHEN 'crew_checks' THEN c."project_id"
          WHEN 'crew_sign_offs' THEN c."project_id"
        END AS "project_id"
      FROM jsonb_to_recordset(changed) AS r(
        "id" integer, "tenant_id" integer, "project_id" integer, "project_crew_id" integer,
        "crew_item_id" integer, "person_id" integer, "plus_crew_id" integer)
      LEFT JOIN "project_crews" c ON c."id" = r."project_crew_id"
      LEFT JOIN "project_crew_items" i ON i."id" = r."crew_item_id"
      LEFT JOIN "project_crews" ic ON ic."id" = i."project_crew_id"
      ORDER BY 1, 3
    ) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['projects', 'project'], ['project_crews', 'crew'], ['project_crew_items', 'crewItem'],
    ['assignments', 'assignment'], ['crew_checks', 'check'], ['crew_sign_offs', 'signOff'],
    ['activities', 'activity'], ['plus_crews', 'plusCrew'], ['plus_crew_values', 'plusCrew'],
    ['plus_crew_entries', 'plusCrew']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "live_note_changes"(%L)', t[1] || '_live_insert', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "live_note_changes"(%L)', t[1] || '_live_update', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "live_note_changes"(%L)', t[1] || '_live_delete', t[1], t[2]);
  END LOOP;
END
$$;
