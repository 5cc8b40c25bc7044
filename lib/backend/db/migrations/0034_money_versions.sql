ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- Receipts and invoices are kept by several office staff and planners (lib/domain/versions.ts).
CREATE TRIGGER "receipts_version" BEFORE UPDATE ON "receipts"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version" BEFORE UPDATE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
-- A write that changes what hangs off a record (a receipt's or an invoice's items) says so by
-- counting its version up itself (services/versions.ts nextVersion): that is a new version even
-- when none of the record's own columns changed.
CREATE OR REPLACE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['live_rows', 'password_hash', 'version', 'changed_at', 'changed_by_person_id'];
BEGIN
  IF to_jsonb(NEW) - kept IS DISTINCT FROM to_jsonb(OLD) - kept OR NEW."version" > OLD."version" THEN
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
