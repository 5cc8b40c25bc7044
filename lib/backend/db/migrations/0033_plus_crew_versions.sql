ALTER TABLE "plus_crews" ADD COLUMN "settings_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plus_crews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plus_crews" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plus_crews" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A plus crew's settings are kept by several users with plusCrews EDIT (lib/domain/versions.ts;
-- bump_version: migration 0029).
CREATE TRIGGER "plus_crews_version" BEFORE UPDATE ON "plus_crews"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
-- A login link's password (projects, plus crews) is set whole by its own form, never edited beside
-- other fields: setting it is no new version, so a form open on the record is not refused for it.
CREATE OR REPLACE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['live_rows', 'password_hash', 'version', 'changed_at', 'changed_by_person_id'];
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
