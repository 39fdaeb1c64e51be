-- Issue 29: Usuários shows each company's consumer rating, so a rating changes what GET /users
-- shows: it bumps the list version like the other tables the list reads (migration 0010).
CREATE CONSTRAINT TRIGGER "offer_ratings_list_version" AFTER INSERT OR UPDATE OR DELETE ON "offer_ratings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_user_list_version"();
