ALTER TABLE "persons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A person's profile is kept by the person and by planners (lib/domain/versions.ts; bump_version:
-- migrations 0029 and 0034).
CREATE TRIGGER "persons_version" BEFORE UPDATE ON "persons"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
