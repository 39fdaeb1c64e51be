-- Issue 33 (national scale: 30,000 companies, 5 million requests, 6.7 million offers): the index the
-- screens bench (bench/suites/screens.ts) showed missing, with its plan before and after printed by
-- that bench. Relatórios › Atividade counts each company's answered offers (a lateral count per
-- row; its CSV does it for every company of the scope): without it, every offer row of the company
-- is read from the table (~360 random page reads per company); with it the count is an index-only
-- scan of a few pages.
CREATE INDEX IF NOT EXISTS "offers_company_responded_idx" ON "offers" USING btree ("company_id") WHERE "offers"."responded_at" is not null;
