-- Issue 32 point 1 (pay in the chat): a TENHO answered without balance waits for the Pix top-up
-- it was sent, and is applied on its own when that top-up is confirmed.
CREATE TABLE "pay_in_chat_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"top_up_id" integer,
	"answer_message_id" integer,
	"reply_wa_id" text NOT NULL,
	"reply_phone_number_id" text NOT NULL,
	"credit_cents" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pay_in_chat_requests_status_check" CHECK ("pay_in_chat_requests"."status" in ('PENDING', 'APPLIED', 'EXPIRED', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "pay_in_chat_requests" ADD CONSTRAINT "pay_in_chat_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_in_chat_requests" ADD CONSTRAINT "pay_in_chat_requests_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_in_chat_requests" ADD CONSTRAINT "pay_in_chat_requests_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_in_chat_requests" ADD CONSTRAINT "pay_in_chat_requests_answer_message_id_inbound_messages_id_fk" FOREIGN KEY ("answer_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_in_chat_requests_open_offer_idx" ON "pay_in_chat_requests" USING btree ("offer_id") WHERE "pay_in_chat_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "pay_in_chat_requests_top_up_idx" ON "pay_in_chat_requests" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "pay_in_chat_requests_company_idx" ON "pay_in_chat_requests" USING btree ("company_id","created_at");
