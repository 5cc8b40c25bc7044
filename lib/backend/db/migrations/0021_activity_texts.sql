ALTER TABLE "activities" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "text_values" jsonb;