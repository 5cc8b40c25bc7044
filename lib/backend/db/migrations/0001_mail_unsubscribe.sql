CREATE TABLE "email_unsubscribes" (
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "category" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mails_unsubscribe_uq" ON "outgoing_mails" USING btree ("unsubscribe_token");