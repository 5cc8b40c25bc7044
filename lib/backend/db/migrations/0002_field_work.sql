CREATE TABLE "crew_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_in_lat" double precision,
	"check_in_lng" double precision,
	"check_in_accuracy" double precision,
	"check_in_by_person_id" integer NOT NULL,
	"check_in_client_id" text,
	"check_out_at" timestamp with time zone,
	"check_out_lat" double precision,
	"check_out_lng" double precision,
	"check_out_accuracy" double precision,
	"check_out_by_person_id" integer,
	"check_out_client_id" text,
	"paid_minutes" integer,
	"charged_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"released_at" timestamp with time zone,
	"released_by_person_id" integer,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signature" text,
	"pdf" "bytea",
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"uploaded_by_person_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by_person_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"rated_by_person_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_sign_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"signed_off_by_person_id" integer NOT NULL,
	"signed_off_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "digital_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"confirmed_by_person_id" integer,
	"confirmed_by_name" text NOT NULL,
	"comment" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"project_crew_id" integer,
	"work_date" date,
	"shift" text,
	"answers" jsonb NOT NULL,
	"signer_name" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_check_in_by_person_id_persons_id_fk" FOREIGN KEY ("check_in_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_checks" ADD CONSTRAINT "crew_checks_check_out_by_person_id_persons_id_fk" FOREIGN KEY ("check_out_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_released_by_person_id_persons_id_fk" FOREIGN KEY ("released_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_uploaded_by_person_id_persons_id_fk" FOREIGN KEY ("uploaded_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_reviewed_by_person_id_persons_id_fk" FOREIGN KEY ("reviewed_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_ratings" ADD CONSTRAINT "crew_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_ratings" ADD CONSTRAINT "crew_ratings_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_ratings" ADD CONSTRAINT "crew_ratings_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_ratings" ADD CONSTRAINT "crew_ratings_rated_by_person_id_persons_id_fk" FOREIGN KEY ("rated_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_signed_off_by_person_id_persons_id_fk" FOREIGN KEY ("signed_off_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_confirmations" ADD CONSTRAINT "digital_confirmations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_confirmations" ADD CONSTRAINT "digital_confirmations_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_confirmations" ADD CONSTRAINT "digital_confirmations_confirmed_by_person_id_persons_id_fk" FOREIGN KEY ("confirmed_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_locations" ADD CONSTRAINT "live_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_locations" ADD CONSTRAINT "live_locations_project_crew_id_project_crews_id_fk" FOREIGN KEY ("project_crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_locations" ADD CONSTRAINT "live_locations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_checks_assignment_day_uq" ON "crew_checks" USING btree ("assignment_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_checks_in_client_uq" ON "crew_checks" USING btree ("tenant_id","check_in_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_checks_out_client_uq" ON "crew_checks" USING btree ("tenant_id","check_out_client_id");--> statement-breakpoint
CREATE INDEX "crew_checks_crew_day_idx" ON "crew_checks" USING btree ("project_crew_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_documents_crew_day_kind_uq" ON "crew_documents" USING btree ("project_crew_id","work_date","kind");--> statement-breakpoint
CREATE INDEX "crew_photos_crew_idx" ON "crew_photos" USING btree ("project_crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_ratings_crew_person_uq" ON "crew_ratings" USING btree ("project_crew_id","person_id");--> statement-breakpoint
CREATE INDEX "crew_ratings_person_idx" ON "crew_ratings" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_sign_offs_crew_day_uq" ON "crew_sign_offs" USING btree ("project_crew_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_confirmations_crew_day_uq" ON "digital_confirmations" USING btree ("project_crew_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "form_results_crew_day_shift_uq" ON "form_results" USING btree ("form_id","project_crew_id","work_date","shift");--> statement-breakpoint
CREATE INDEX "form_results_person_idx" ON "form_results" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "forms_tenant_idx" ON "forms" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "live_locations_crew_time_idx" ON "live_locations" USING btree ("project_crew_id","recorded_at");