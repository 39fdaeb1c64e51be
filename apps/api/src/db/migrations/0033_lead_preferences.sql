-- Issue 32: how a company receives leads (pause, spend cap, business hours) and why a company of
-- a request's category was not offered it; 'closed' joins the unserved reasons.
CREATE TABLE "company_lead_preferences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"auto_paused" boolean DEFAULT false NOT NULL,
	"resumed_at" timestamp with time zone,
	"spend_cap_period" text,
	"spend_cap_cents" bigint,
	"business_hours" jsonb,
	"cap_warned_period" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_lead_preferences_cap_check" CHECK (("company_lead_preferences"."spend_cap_period" is null and "company_lead_preferences"."spend_cap_cents" is null) or ("company_lead_preferences"."spend_cap_period" in ('week', 'month') and "company_lead_preferences"."spend_cap_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "company_lead_preferences" ADD CONSTRAINT "company_lead_preferences_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_lead_preferences_paused_idx" ON "company_lead_preferences" USING btree ("paused_until") WHERE "company_lead_preferences"."paused_until" is not null;--> statement-breakpoint
CREATE TABLE "request_not_offered" (
	"message_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_not_offered_message_id_company_id_pk" PRIMARY KEY("message_id","company_id"),
	CONSTRAINT "request_not_offered_reason_check" CHECK ("request_not_offered"."reason" in ('paused', 'closed', 'cap_reached', 'no_balance', 'backlog', 'rotation'))
);
--> statement-breakpoint
ALTER TABLE "request_not_offered" ADD CONSTRAINT "request_not_offered_message_id_inbound_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_not_offered" ADD CONSTRAINT "request_not_offered_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_not_offered_company_idx" ON "request_not_offered" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_unserved_reason_check";--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_unserved_reason_check" CHECK ("inbound_messages"."unserved_reason" is null or "inbound_messages"."unserved_reason" in ('no_company', 'no_balance', 'not_understood', 'media_without_text', 'closed'));
