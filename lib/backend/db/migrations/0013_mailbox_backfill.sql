-- Tenants that existed before mail was kept per mailbox: their first mailbox (the demo's and
-- tenant:create's "Office") becomes the default one, so the office keeps reading the mail
-- sent before, and that mail is filed in it. Hand-written: drizzle-kit does not generate data.
UPDATE "mailboxes" m SET "is_default" = true
WHERE m."contact_id" IS NULL
  AND m."id" = (SELECT min(f."id") FROM "mailboxes" f WHERE f."tenant_id" = m."tenant_id" AND f."contact_id" IS NULL)
  AND NOT EXISTS (SELECT 1 FROM "mailboxes" d WHERE d."tenant_id" = m."tenant_id" AND d."is_default");--> statement-breakpoint
UPDATE "outgoing_mails" o SET "mailbox_id" = d."id"
FROM "mailboxes" d
WHERE o."mailbox_id" IS NULL AND d."tenant_id" = o."tenant_id" AND d."is_default";
