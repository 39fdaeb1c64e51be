CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"visibility" text NOT NULL,
	"unit_id" integer,
	"owner_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_visibility_check" CHECK ("documents"."visibility" in ('NETWORK', 'UNIT', 'PRIVATE')),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0),
	CONSTRAINT "documents_unit_check" CHECK ("documents"."visibility" <> 'UNIT' or "documents"."unit_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_unit_id_franchise_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_visibility_created_idx" ON "documents" USING btree ("visibility","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_unit_created_idx" ON "documents" USING btree ("unit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_owner_created_idx" ON "documents" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "documents_title_trgm_idx" ON "documents" USING gin (translate(lower("title"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_file_name_trgm_idx" ON "documents" USING gin (translate(lower("file_name"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);