-- Issue 31 point 5: the security incident register (Res. CD/ANPD 15/2024), kept at least five years.
CREATE TABLE "privacy_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"occurred_at" timestamp with time zone,
	"known_at" timestamp with time zone NOT NULL,
	"nature" text NOT NULL,
	"affected_data" text NOT NULL,
	"affected_people" text NOT NULL,
	"relevant_risk" boolean DEFAULT true NOT NULL,
	"measures" text,
	"anpd_notified_at" timestamp with time zone,
	"subjects_notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD CONSTRAINT "privacy_incidents_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD CONSTRAINT "privacy_incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "privacy_incidents_known_idx" ON "privacy_incidents" USING btree ("known_at");
--> statement-breakpoint
CREATE INDEX "privacy_incidents_unit_idx" ON "privacy_incidents" USING btree ("unit_id");
--> statement-breakpoint
-- Issue 31 point 3: the panel notice of an erasure to each company that received the contact.
CREATE TABLE "privacy_erasure_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"unit_id" integer,
	"request_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" integer
);
--> statement-breakpoint
ALTER TABLE "privacy_erasure_notices" ADD CONSTRAINT "privacy_erasure_notices_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_erasure_notices" ADD CONSTRAINT "privacy_erasure_notices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_erasure_notices" ADD CONSTRAINT "privacy_erasure_notices_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_erasure_notices" ADD CONSTRAINT "privacy_erasure_notices_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_erasure_notices" ADD CONSTRAINT "privacy_erasure_notices_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "privacy_erasure_notices_company_idx" ON "privacy_erasure_notices" USING btree ("company_id","created_at");
