ALTER TABLE "assignments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A person's job (an assignment, or an application for a vacancy) is changed by planners and by
-- the person answering it (lib/domain/versions.ts; bump_version: migration 0029).
CREATE TRIGGER "assignments_version" BEFORE UPDATE ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "vacancy_applications_version" BEFORE UPDATE ON "vacancy_applications"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
