ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_by_person_id" integer;--> statement-breakpoint
-- Planners and office change a contact and a login (its language, login types, whether it is
-- active) through the API (lib/domain/versions.ts; bump_version: migrations 0029 and 0034; a
-- password set is no new version).
CREATE TRIGGER "contacts_version" BEFORE UPDATE ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "users_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
