CREATE TABLE "user_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_list_version_single_row" CHECK ("user_list_version"."id" = 1)
);
