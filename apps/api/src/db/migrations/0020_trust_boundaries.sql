ALTER TABLE "pix_api_connections" ADD COLUMN "saved_by" integer;--> statement-breakpoint
ALTER TABLE "pix_api_connections" ADD COLUMN "saved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "psp_connection_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_api_connections" ADD CONSTRAINT "pix_api_connections_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
