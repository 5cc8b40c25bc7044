CREATE TABLE "live_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"topic" text NOT NULL,
	"key" integer NOT NULL,
	"project_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_changes" ADD CONSTRAINT "live_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_changes_tenant_idx" ON "live_changes" USING btree ("tenant_id","id");