-- Issue 31: the consumer's data under the LGPD (privacy requests and the erasure ledger).
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"subject" text NOT NULL,
	"phone" text,
	"unit_id" integer,
	"note" text,
	"created_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_type_check" CHECK ("type" in ('ACCESS', 'ERASURE')),
	CONSTRAINT "privacy_requests_channel_check" CHECK ("channel" in ('WHATSAPP', 'EMAIL', 'PHONE')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("status" in ('PENDING', 'CONFIRMING', 'ANSWERED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");
--> statement-breakpoint
CREATE INDEX "privacy_requests_subject_idx" ON "privacy_requests" USING btree ("subject");
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"subject" text PRIMARY KEY NOT NULL,
	"request_id" integer,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A consumer's MEUS DADOS / APAGAR MEUS DADOS and its buttons are processed as PRIVACY messages.
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_kind_check";
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_kind_check" CHECK ("kind" is null or "kind" in ('REQUEST', 'ANSWER', 'RATING', 'PRIVACY'));
--> statement-breakpoint
-- privacy.view / privacy.edit: MASTER and ADMIN (the service scopes ADMIN to its unit).
INSERT INTO "permissions" ("name", "description")
VALUES ('privacy.view', 'Privacidade: Visualizar pedidos e incidentes'),
       ('privacy.edit', 'Privacidade: Registrar e executar pedidos')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role", "permission_id", "enabled")
SELECT r."role", p."id", true
FROM (VALUES ('MASTER'), ('ADMIN')) AS r("role")
CROSS JOIN "permissions" p
WHERE p."name" in ('privacy.view', 'privacy.edit')
ON CONFLICT ("role", "permission_id") DO NOTHING;
--> statement-breakpoint
-- The privacy notice line goes once per consumer number (issue 31 point 1).
CREATE TABLE "consumer_notices" (
	"number" text PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
