CREATE TABLE "staffing_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" integer,
	"scope" jsonb NOT NULL,
	"weights" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text,
	"time_limit_seconds" integer NOT NULL,
	"solving_since" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staffing_proposals_tenant_idx" ON "staffing_proposals" USING btree ("tenant_id","created_at");