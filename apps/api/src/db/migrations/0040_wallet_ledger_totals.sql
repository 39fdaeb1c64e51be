-- Issue 33 (national scale): the network's Extrato counted and summed every movement of every wallet
-- on each page it showed (2.7 million on a national network, two passes of 200–450 ms). Each
-- wallet's movements so far, per type (how many, their sum), are kept here by a statement-level
-- insert trigger in the transaction that writes them; the ledger is append-only (migration 0003), so
-- an insert is the only change. The statement reads them when no period is chosen.
SET LOCAL work_mem = '64MB';--> statement-breakpoint
CREATE TABLE "wallet_ledger_totals" (
	"wallet_id" integer NOT NULL,
	"type" text NOT NULL,
	"movements" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "wallet_ledger_totals_wallet_id_type_pk" PRIMARY KEY("wallet_id","type")
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger_totals" ADD CONSTRAINT "wallet_ledger_totals_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- In wallet and type order: two statements adding to the same wallets take their rows in one order.
CREATE OR REPLACE FUNCTION "wallet_ledger_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_ledger_totals (wallet_id, type, movements, amount_cents)
  SELECT t.wallet_id, t.type, count(*), sum(t.amount_cents)
  FROM ledger_new t
  GROUP BY t.wallet_id, t.type
  ORDER BY t.wallet_id, t.type
  ON CONFLICT (wallet_id, type) DO UPDATE SET
    movements = wallet_ledger_totals.movements + excluded.movements,
    amount_cents = wallet_ledger_totals.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_totals_insert" AFTER INSERT ON "wallet_transactions" REFERENCING NEW TABLE AS ledger_new FOR EACH STATEMENT EXECUTE FUNCTION "wallet_ledger_totals_inserted"();
--> statement-breakpoint
-- The movements written before this migration (a restore of an older backup runs it after loading).
INSERT INTO "wallet_ledger_totals" ("wallet_id", "type", "movements", "amount_cents")
SELECT "wallet_id", "type", count(*), sum("amount_cents") FROM "wallet_transactions" GROUP BY 1, 2;
