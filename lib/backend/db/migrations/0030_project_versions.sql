ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A project is a record several planners edit (lib/domain/versions.ts; bump_version: migration 0029).
CREATE TRIGGER "projects_version" BEFORE UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
