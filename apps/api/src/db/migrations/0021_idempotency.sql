CREATE TABLE "idempotency_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"headers" jsonb,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
