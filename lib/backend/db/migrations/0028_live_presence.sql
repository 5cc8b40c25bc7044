CREATE TABLE "live_presence" (
	"tenant_id" integer NOT NULL,
	"place" text NOT NULL,
	"place_key" integer NOT NULL,
	"person_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_presence_tenant_id_place_place_key_person_id_pk" PRIMARY KEY("tenant_id","place","place_key","person_id")
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person arriving at a place, or leaving it, is a note (topic 'presence', the project's id or 0
-- for the board): the others there read who is here again. Staying (seen_at kept fresh) is not.
CREATE FUNCTION "live_note_presence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') INTO changed FROM new_rows n;
  ELSE
    SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') INTO changed FROM old_rows o;
  END IF;
  PERFORM "live_note"(t."tenant_id", 'presence', t."place_key", CASE WHEN t."place" = 'project' THEN t."place_key" END)
    FROM (
      SELECT DISTINCT r."tenant_id", r."place", r."place_key"
      FROM jsonb_to_recordset(changed) AS r("tenant_id" integer, "place" text, "place_key" integer)
      ORDER BY 1, 2, 3
    ) t;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_presence_live_insert" AFTER INSERT ON "live_presence" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "live_note_presence"();--> statement-breakpoint
CREATE TRIGGER "live_presence_live_delete" AFTER DELETE ON "live_presence" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "live_note_presence"();
