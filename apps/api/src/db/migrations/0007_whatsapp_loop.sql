CREATE TABLE "inbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"wamid" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"unit_id" integer,
	"from_wa_id" text NOT NULL,
	"from_number" text NOT NULL,
	"sender_name" text,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"reply_id" text,
	"context_wamid" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'RECEIVED' NOT NULL,
	"kind" text,
	"outcome" text,
	"company_id" integer,
	"category_id" integer,
	"category_confidence" real,
	"category_source" text,
	"processed_at" timestamp with time zone,
	"raw" jsonb,
	CONSTRAINT "inbound_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "inbound_messages_state_check" CHECK ("inbound_messages"."state" in ('RECEIVED', 'PROCESSED')),
	CONSTRAINT "inbound_messages_kind_check" CHECK ("inbound_messages"."kind" is null or "inbound_messages"."kind" in ('REQUEST', 'ANSWER'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"number" text PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"profile_name" text,
	"last_inbound_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"response_text" text,
	"response_channel" text,
	"answer_message_id" integer,
	"charged_cents" integer,
	"transaction_id" integer,
	"contacts_exchanged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "offers_message_company_key" UNIQUE("message_id","company_id"),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED')),
	CONSTRAINT "offers_answered_check" CHECK ("offers"."status" not in ('ACCEPTED', 'REJECTED') or "offers"."responded_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"phone_number_id" text NOT NULL,
	"to_wa_id" text NOT NULL,
	"to_number" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"company_id" integer,
	"message_id" integer,
	"offer_id" integer,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"wamid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" integer,
	"error_message" text,
	"fallback_for" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "outbound_messages_fallback_for_unique" UNIQUE("fallback_for"),
	CONSTRAINT "outbound_messages_status_check" CHECK ("outbound_messages"."status" in ('QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'DEAD')),
	CONSTRAINT "outbound_messages_kind_check" CHECK ("outbound_messages"."kind" in ('text', 'interactive', 'template'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_backlog" (
	"wamid" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"error_code" integer,
	"error_message" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_status_backlog_pkey" PRIMARY KEY("wamid","status")
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_message_id_inbound_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_answer_message_id_inbound_messages_id_fk" FOREIGN KEY ("answer_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_message_id_inbound_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_fallback_for_outbound_messages_id_fk" FOREIGN KEY ("fallback_for") REFERENCES "public"."outbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_received_idx" ON "inbound_messages" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "inbound_messages_unit_received_idx" ON "inbound_messages" USING btree ("unit_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_category_idx" ON "inbound_messages" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_from_idx" ON "inbound_messages" USING btree ("from_number","received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_pending_idx" ON "inbound_messages" USING btree ("id") WHERE "inbound_messages"."state" = 'RECEIVED';--> statement-breakpoint
CREATE INDEX "offers_company_offered_idx" ON "offers" USING btree ("company_id","offered_at");--> statement-breakpoint
CREATE INDEX "offers_company_pending_idx" ON "offers" USING btree ("company_id","offered_at") WHERE "offers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "offers_pending_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "offers_message_idx" ON "offers" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "offers_unit_responded_idx" ON "offers" USING btree ("unit_id","responded_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_to_created_idx" ON "outbound_messages" USING btree ("to_number","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_offer_idx" ON "outbound_messages" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_message_idx" ON "outbound_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_unit_created_idx" ON "outbound_messages" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_dead_idx" ON "outbound_messages" USING btree ("updated_at") WHERE "outbound_messages"."status" = 'DEAD';