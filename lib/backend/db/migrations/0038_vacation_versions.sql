ALTER TABLE "vacation_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- Planners decide on a crew member's vacation request, and a decision can be taken back: a
-- decision names the version it was based on (lib/domain/versions.ts; bump_version: migrations
-- 0029 and 0034).
CREATE TRIGGER "vacation_requests_version" BEFORE UPDATE ON "vacation_requests"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
