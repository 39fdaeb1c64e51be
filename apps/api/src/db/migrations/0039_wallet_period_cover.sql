-- Issue 33 (national scale): Relatórios › Financeiro of a unit sums a period's movements of its
-- companies' wallets (type, reference and amount per movement). Through (wallet_id, created_at, id)
-- every movement was then read from the table at random: an ADMIN's year, 47,000 pages (1.2 s with a
-- cold cache). The same key carrying those three columns makes it an index-only read (1,700 pages,
-- 120 ms); the statement's pages, which order by the same key, are unchanged.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
DROP INDEX "wallet_transactions_wallet_created_idx";--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_created_idx" ON "wallet_transactions" USING btree ("wallet_id","created_at","id","type","reference_kind","amount_cents");
