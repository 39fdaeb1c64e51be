-- The credit value is stored in integer cents like every other amount (was reais: 0.30 -> 30).
INSERT INTO "settings" ("key", "value")
SELECT 'creditValueCents', to_jsonb(round(("value" #>> '{}')::numeric * 100)::integer)
FROM "settings"
WHERE "key" = 'creditValue' AND jsonb_typeof("value") = 'number'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'creditValue';
