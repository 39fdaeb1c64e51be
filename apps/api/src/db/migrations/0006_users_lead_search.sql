CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_phones_phone_trgm_idx" ON "profile_phones" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_photos_primary_idx" ON "profile_photos" USING btree ("profile_id") WHERE "profile_photos"."is_primary";--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin (translate(lower("display_name"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_legal_name_trgm_idx" ON "profiles" USING gin (translate(lower("legal_name"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_live_unit_created_idx" ON "users" USING btree ("unit_id","created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lead_status_check" CHECK ("users"."lead_status" is null or "users"."lead_status" in ('PENDING_CONFIRMATION', 'CONFIRMED'));