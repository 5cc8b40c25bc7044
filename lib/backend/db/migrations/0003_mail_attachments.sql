CREATE TABLE "outgoing_mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail_attachments" ADD CONSTRAINT "outgoing_mail_attachments_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mail_attachments_mail_idx" ON "outgoing_mail_attachments" USING btree ("mail_id");