ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A company's paperwork settings are kept by several planners and office staff
-- (lib/domain/versions.ts; bump_version: migration 0029).
CREATE TRIGGER "companies_version" BEFORE UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
