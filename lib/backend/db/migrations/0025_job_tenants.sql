ALTER TABLE "jobs" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
-- Jobs written before they named their tenant: push and password-reset jobs carry it in their payload, a mail delivery takes its mail's.
UPDATE "jobs" SET "tenant_id" = ("payload"->>'tenantId')::integer WHERE "payload" ? 'tenantId' AND EXISTS (SELECT 1 FROM "tenants" t WHERE t."id" = ("jobs"."payload"->>'tenantId')::integer);--> statement-breakpoint
UPDATE "jobs" SET "tenant_id" = m."tenant_id" FROM "outgoing_mails" m WHERE "jobs"."name" = 'mail.deliver' AND "jobs"."payload" ? 'mailId' AND m."id" = ("jobs"."payload"->>'mailId')::integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_tenant_failed_idx" ON "jobs" USING btree ("tenant_id","created_at") WHERE done_at is null and attempts >= max_attempts;