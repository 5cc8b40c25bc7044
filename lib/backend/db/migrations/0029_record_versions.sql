ALTER TABLE "project_crew_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "project_crews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_crews" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_crews" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- The version of a record several people edit (lib/domain/versions.ts): every update that changes
-- the record counts it up and says who changed it and when, whichever code makes it. Who and when
-- are what the writing transaction set (services/versions.ts: crewdeck.person, crewdeck.at); a
-- write that set nothing (a job of the system) is nobody's, at the database's time. An update that
-- changes only what the database keeps itself (live_rows), or nothing, is no new version.
CREATE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['live_rows', 'version', 'changed_at', 'changed_by_person_id'];
BEGIN
  IF to_jsonb(NEW) - kept IS DISTINCT FROM to_jsonb(OLD) - kept THEN
    NEW."version" := OLD."version" + 1;
    NEW."changed_at" := coalesce(nullif(current_setting('crewdeck.at', true), '')::timestamptz, now());
    NEW."changed_by_person_id" := nullif(current_setting('crewdeck.person', true), '')::integer;
  ELSE
    NEW."version" := OLD."version";
    NEW."changed_at" := OLD."changed_at";
    NEW."changed_by_person_id" := OLD."changed_by_person_id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_crew_items_version" BEFORE UPDATE ON "project_crew_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "project_crews_version" BEFORE UPDATE ON "project_crews"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
