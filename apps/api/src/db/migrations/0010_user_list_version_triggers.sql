-- GET /users answers are cached per process and validated by user_list_version (see schema/users.ts).
-- Every transaction that changes what the list shows bumps the version once, at commit: the
-- triggers are deferred, so the single row is locked only for that instant (no deadlock with the
-- row locks taken earlier in the transaction), and the new version becomes visible together with
-- the data it describes.
INSERT INTO "user_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_user_list_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it changed.
  IF coalesce(current_setting('tenho.user_list_bumped', true), '') <> txid_current()::text THEN
    PERFORM set_config('tenho.user_list_bumped', txid_current()::text, true);
    UPDATE "user_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_list_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_list_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profile_phones_list_version" AFTER INSERT OR UPDATE OR DELETE ON "profile_phones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profile_photos_list_version" AFTER INSERT OR UPDATE OR DELETE ON "profile_photos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_permission_overrides_list_version" AFTER INSERT OR UPDATE OR DELETE ON "user_permission_overrides"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "franchise_units_list_version" AFTER INSERT OR UPDATE OR DELETE ON "franchise_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
-- The list shows overrides by permission name.
CREATE CONSTRAINT TRIGGER "permissions_list_version" AFTER INSERT OR UPDATE OR DELETE ON "permissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
