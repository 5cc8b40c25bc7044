CREATE TABLE "plus_crew_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plus_crew_id" integer NOT NULL,
	"value_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint,
	"hours" numeric(6, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_entries_one_kind" CHECK (("plus_crew_entries"."amount_cents" is null) <> ("plus_crew_entries"."hours" is null))
);
--> statement-breakpoint
CREATE TABLE "plus_crew_value_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_crew_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plus_crew_id" integer NOT NULL,
	"value_type_id" integer NOT NULL,
	"amount_cents" bigint,
	"percent_basis_points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_values_one_kind" CHECK (("plus_crew_values"."amount_cents" is null) <> ("plus_crew_values"."percent_basis_points" is null))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "plus_crew_entries" ADD CONSTRAINT "plus_crew_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_entries" ADD CONSTRAINT "plus_crew_entries_plus_crew_id_plus_crews_id_fk" FOREIGN KEY ("plus_crew_id") REFERENCES "public"."plus_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_entries" ADD CONSTRAINT "plus_crew_entries_value_type_id_plus_crew_value_types_id_fk" FOREIGN KEY ("value_type_id") REFERENCES "public"."plus_crew_value_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_value_types" ADD CONSTRAINT "plus_crew_value_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_plus_crew_id_plus_crews_id_fk" FOREIGN KEY ("plus_crew_id") REFERENCES "public"."plus_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_value_type_id_plus_crew_value_types_id_fk" FOREIGN KEY ("value_type_id") REFERENCES "public"."plus_crew_value_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_entries_crew_type_date_uq" ON "plus_crew_entries" USING btree ("plus_crew_id","value_type_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_value_types_tenant_code_uq" ON "plus_crew_value_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_values_crew_type_uq" ON "plus_crew_values" USING btree ("plus_crew_id","value_type_id");