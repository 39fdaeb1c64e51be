CREATE TABLE "offer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer,
	"consumer_number" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbound_id" integer,
	"score" integer,
	"rated_at" timestamp with time zone,
	"rating_message_id" integer,
	"comment" text,
	"commented_at" timestamp with time zone,
	CONSTRAINT "offer_ratings_offer_key" UNIQUE("offer_id"),
	CONSTRAINT "offer_ratings_score_check" CHECK ("offer_ratings"."score" is null or "offer_ratings"."score" between 1 and 3),
	CONSTRAINT "offer_ratings_rated_check" CHECK (("offer_ratings"."score" is null) = ("offer_ratings"."rated_at" is null))
);
--> statement-breakpoint
CREATE TABLE "rating_opt_outs" (
	"number" text PRIMARY KEY NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_outbound_id_outbound_messages_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_ratings" ADD CONSTRAINT "offer_ratings_rating_message_id_inbound_messages_id_fk" FOREIGN KEY ("rating_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_opt_outs" ADD CONSTRAINT "rating_opt_outs_message_id_inbound_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_ratings_company_scored_idx" ON "offer_ratings" USING btree ("company_id") WHERE "offer_ratings"."score" is not null;--> statement-breakpoint
CREATE INDEX "offer_ratings_consumer_idx" ON "offer_ratings" USING btree ("consumer_number","requested_at");--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "unserved_reason" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_unserved_reason_check" CHECK ("inbound_messages"."unserved_reason" is null or "inbound_messages"."unserved_reason" in ('no_company', 'no_balance'));--> statement-breakpoint
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_kind_check";--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_kind_check" CHECK ("inbound_messages"."kind" is null or "inbound_messages"."kind" in ('REQUEST', 'ANSWER', 'RATING'));--> statement-breakpoint
CREATE INDEX "inbound_messages_unserved_idx" ON "inbound_messages" USING btree ("received_at") WHERE "inbound_messages"."outcome" = 'NO_COMPANY';
