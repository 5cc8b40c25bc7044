ALTER TABLE "shift_swaps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- A shift swap is acted on by the offerer, the colleague taking it and planners, each deciding on
-- the swap as they saw it (lib/domain/versions.ts; bump_version: migrations 0029 and 0034).
CREATE TRIGGER "shift_swaps_version" BEFORE UPDATE ON "shift_swaps"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
