CREATE TABLE "wallet_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"unit_id" integer,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"txid" text,
	"pix_code" text,
	"requested_by" integer,
	"confirmed_by" integer,
	"cancelled_by" integer,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "wallet_top_ups_txid_unique" UNIQUE("txid"),
	CONSTRAINT "wallet_top_ups_status_check" CHECK ("wallet_top_ups"."status" in ('PENDING', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "wallet_top_ups_amount_positive" CHECK ("wallet_top_ups"."amount_cents" > 0),
	CONSTRAINT "wallet_top_ups_confirmed_has_transaction" CHECK ("wallet_top_ups"."status" <> 'CONFIRMED' or "wallet_top_ups"."transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_id" integer,
	"reference_kind" text NOT NULL,
	"reference_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_wallet_key" UNIQUE("wallet_id","idempotency_key"),
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_cents" > 0),
	CONSTRAINT "wallet_transactions_balance_not_negative" CHECK ("wallet_transactions"."balance_after_cents" >= 0),
	CONSTRAINT "wallet_transactions_reference_kind_check" CHECK ("wallet_transactions"."reference_kind" in ('TOP_UP', 'OFFER', 'ADMIN_CREDIT'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "franchise_units" ADD COLUMN "whatsapp_display_number" text;--> statement-breakpoint
ALTER TABLE "franchise_units" ADD COLUMN "pix_merchant_name" text;--> statement-breakpoint
ALTER TABLE "franchise_units" ADD COLUMN "pix_merchant_city" text;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_top_ups_client_idx" ON "wallet_top_ups" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_status_idx" ON "wallet_top_ups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_created_idx" ON "wallet_transactions" USING btree ("wallet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("reference_kind","reference_id");