CREATE TABLE "shift_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"offered_by_id" integer NOT NULL,
	"taken_by_id" integer,
	"status" text DEFAULT 'offered' NOT NULL,
	"taker_assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_offered_by_id_persons_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_taken_by_id_persons_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_taker_assignment_id_assignments_id_fk" FOREIGN KEY ("taker_assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_swaps_live_uq" ON "shift_swaps" USING btree ("assignment_id") WHERE "shift_swaps"."status" in ('offered', 'taken');--> statement-breakpoint
CREATE INDEX "shift_swaps_tenant_status_idx" ON "shift_swaps" USING btree ("tenant_id","status");