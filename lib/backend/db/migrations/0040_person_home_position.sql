ALTER TABLE "persons" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "longitude" double precision;