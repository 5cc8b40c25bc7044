CREATE TABLE "attempt_counters" (
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attempt_counters_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD COLUMN "check_in_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD COLUMN "check_out_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD COLUMN "hours_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crew_ratings" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD CONSTRAINT "attempt_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;