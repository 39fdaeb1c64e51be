-- Disputes of charged leads and their refunds (issue 24).
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_check";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('CREDIT', 'DEBIT', 'REFUND'));--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"amount_cents" integer NOT NULL,
	"charge_transaction_id" integer,
	"refund_transaction_id" integer,
	"opened_by" integer,
	"resolved_by" integer,
	"resolved_by_system" boolean DEFAULT false NOT NULL,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "disputes_offer_key" UNIQUE("offer_id"),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('invalid_contact', 'no_answer', 'fake_request', 'duplicate', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('OPEN', 'REFUNDED', 'REJECTED')),
	CONSTRAINT "disputes_amount_positive" CHECK ("disputes"."amount_cents" > 0),
	CONSTRAINT "disputes_refunded_has_transaction" CHECK ("disputes"."status" <> 'REFUNDED' or "disputes"."refund_transaction_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_charge_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("charge_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_refund_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_company_created_idx" ON "disputes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_unit_status_created_idx" ON "disputes" USING btree ("unit_id","status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at");
