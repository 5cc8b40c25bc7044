CREATE TABLE "function_trainings" (
	"tenant_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	CONSTRAINT "function_trainings_function_id_training_id_pk" PRIMARY KEY("function_id","training_id")
);
--> statement-breakpoint
ALTER TABLE "function_trainings" ADD CONSTRAINT "function_trainings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_trainings" ADD CONSTRAINT "function_trainings_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_trainings" ADD CONSTRAINT "function_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "function_trainings_tenant_idx" ON "function_trainings" USING btree ("tenant_id");