ALTER TABLE "project_crew_items" ADD COLUMN "live_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "project_crew_items" i SET "live_rows" = a.n
  FROM (SELECT "crew_item_id", count(*)::int AS n FROM "assignments" WHERE "status" <> 'cancelled' GROUP BY "crew_item_id") a
  WHERE a."crew_item_id" = i."id";--> statement-breakpoint
-- project_crew_items.live_rows counts the item's assignments that are not cancelled; every
-- write to assignments, whichever code makes it, keeps it by this trigger.
CREATE FUNCTION "crew_item_live_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."crew_item_id" = NEW."crew_item_id"
     AND (OLD."status" <> 'cancelled') = (NEW."status" <> 'cancelled') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'cancelled' THEN
    UPDATE "project_crew_items" SET "live_rows" = "live_rows" - 1 WHERE "id" = OLD."crew_item_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'cancelled' THEN
    UPDATE "project_crew_items" SET "live_rows" = "live_rows" + 1 WHERE "id" = NEW."crew_item_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assignments_live_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "crew_item_id" ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "crew_item_live_rows"();
