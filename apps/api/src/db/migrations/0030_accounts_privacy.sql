-- Issue 31 points 6 and 7: a panel account's own closure request, and the terms a company accepts.
ALTER TABLE "users" ADD COLUMN "terms_version" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "account_id" integer;
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- At most one closure request waiting per account (two clicks, two tabs: the second answers 409).
CREATE UNIQUE INDEX "privacy_requests_account_pending_idx" ON "privacy_requests" USING btree ("account_id") WHERE "type" = 'ACCOUNT_CLOSURE' and "status" = 'PENDING';
--> statement-breakpoint
ALTER TABLE "privacy_requests" DROP CONSTRAINT "privacy_requests_type_check";
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_type_check" CHECK ("type" in ('ACCESS', 'ERASURE', 'ACCOUNT_CLOSURE'));
--> statement-breakpoint
ALTER TABLE "privacy_requests" DROP CONSTRAINT "privacy_requests_channel_check";
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_channel_check" CHECK ("channel" in ('WHATSAPP', 'EMAIL', 'PHONE', 'PANEL'));
