-- Issue 23: automatic top-ups through the Banco Central's API Pix.
-- A unit's PSP connection; the client secret, certificate and private key are one AES-256-GCM
-- envelope (SECRETS_KEY). The webhook token is stored only as its SHA-256.
CREATE TABLE "pix_api_connections" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text,
	"client_id" text NOT NULL,
	"secrets" text NOT NULL,
	"has_certificate" boolean DEFAULT false NOT NULL,
	"pix_key" text NOT NULL,
	"webhook_token_hash" text NOT NULL,
	"webhook_registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_api_connections_webhook_token_hash_unique" UNIQUE("webhook_token_hash")
);
--> statement-breakpoint
ALTER TABLE "pix_api_connections" ADD CONSTRAINT "pix_api_connections_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Top-ups charged at a PSP: expiry, who confirmed (MANUAL or PSP), a flag for the ADMIN.
ALTER TABLE "wallet_top_ups" ADD COLUMN "psp_charge" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "confirmed_via" text;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "flag" text;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "paid_cents" bigint;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "expired_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" DROP CONSTRAINT "wallet_top_ups_status_check";
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_status_check" CHECK ("wallet_top_ups"."status" in ('PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED'));
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_confirmed_via_check" CHECK ("wallet_top_ups"."confirmed_via" is null or "wallet_top_ups"."confirmed_via" in ('MANUAL', 'PSP'));
--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_flag_check" CHECK ("wallet_top_ups"."flag" is null or "wallet_top_ups"."flag" in ('AMOUNT_MISMATCH'));
--> statement-breakpoint
CREATE INDEX "wallet_top_ups_psp_pending_idx" ON "wallet_top_ups" USING btree ("created_at") WHERE "wallet_top_ups"."psp_charge" and "wallet_top_ups"."status" = 'PENDING';
--> statement-breakpoint
-- Every Pix the PSP reported paid for a top-up, once per endToEndId.
CREATE TABLE "pix_received" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"top_up_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"credited" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_received" ADD CONSTRAINT "pix_received_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pix_received_top_up_idx" ON "pix_received" USING btree ("top_up_id");
--> statement-breakpoint
-- Webhook notices, written before the webhook is answered: processed right after, or by the
-- reconciliation job if the process died first.
CREATE TABLE "pix_webhook_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"txid" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pix_webhook_inbox" ADD CONSTRAINT "pix_webhook_inbox_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pix_webhook_inbox_pending_idx" ON "pix_webhook_inbox" USING btree ("id") WHERE "pix_webhook_inbox"."processed_at" is null;
