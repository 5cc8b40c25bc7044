CREATE TABLE "working_time_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone,
	"changed_by_person_id" integer
);
--> statement-breakpoint
ALTER TABLE "working_time_rules" ADD CONSTRAINT "working_time_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_time_rules_tenant_idx" ON "working_time_rules" USING btree ("tenant_id");--> statement-breakpoint
-- Two planners may change the rules at once: a change names the version it was based on
-- (lib/domain/versions.ts; bump_version: migrations 0029 and 0034).
CREATE TRIGGER "working_time_rules_version" BEFORE UPDATE ON "working_time_rules"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
