ALTER TABLE "tenants" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "support_phone" text;