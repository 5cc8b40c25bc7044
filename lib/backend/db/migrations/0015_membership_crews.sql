CREATE TABLE "planner_crew_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"planner_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_planner_crew_id_planner_crews_id_fk" FOREIGN KEY ("planner_crew_id") REFERENCES "public"."planner_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "planner_crew_memberships_uq" ON "planner_crew_memberships" USING btree ("planner_crew_id","person_id");--> statement-breakpoint
CREATE INDEX "planner_crew_memberships_person_idx" ON "planner_crew_memberships" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "planner_crews_tenant_idx" ON "planner_crews" USING btree ("tenant_id");