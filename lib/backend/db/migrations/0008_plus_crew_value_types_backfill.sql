-- Tenants that existed before plus crews get the five value types that new tenants get in
-- insertTenant (services/setup), so their plus-crew screens do not stop at "Required value
-- types not found". Hand-written: drizzle-kit does not generate data.
INSERT INTO "plus_crew_value_types" ("tenant_id", "code", "caption")
SELECT t."id", v."code", v."caption"
FROM "tenants" t
CROSS JOIN (VALUES
  ('targetBorder', 'Target Border'),
  ('teamBonus', 'Team Bonus'),
  ('actualTurnover', 'Actual Turnover'),
  ('staffHours', 'Staff Hours'),
  ('targetTurnover', 'Target Turnover')
) AS v("code", "caption")
ON CONFLICT ("tenant_id", "code") DO NOTHING;
