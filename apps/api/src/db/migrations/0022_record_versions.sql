-- Optimistic concurrency (issue 29 point 2): every shared record carries an integer version,
-- bumped by each update in the same statement (UPDATE … WHERE id = $1 AND version = $read).
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
