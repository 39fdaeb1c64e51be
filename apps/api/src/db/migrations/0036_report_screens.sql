-- Issue 33 (national scale), the last screens over budget:
-- - Relatórios › Mensagens "falhas" + a category (its CSV above all): the network's filter checked
--   every failed message (435,000) against the category's requests (418,000) through two sequential
--   scans, 3.5 s. report_failed_messages holds the failed messages with their request's category.
-- - Relatórios › Atividade (its CSV above all): each person's sign-ins were counted in the audit log
--   (2.3 million entries) and each company's answers in the offers (2 million), person by person
--   (33,000). report_user_activity holds both per person.
-- - Logs do sistema filtered by an area ('wallet'): an index on the area, newest first.
-- Both tables are kept in the writing transaction by statement-level triggers (one grouped statement
-- per write, whatever writes: the app, seeds, the demo); a restore loads them with the rows.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE TABLE "report_failed_messages" (
	"outbound_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_user_activity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"answered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_user_activity" ADD CONSTRAINT "report_user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_area_created_idx" ON "audit_log" USING btree (split_part("action", '.', 1),"created_at","id");--> statement-breakpoint
-- A message enters the table when it is written failed or its status becomes failed (or, failed, it
-- changes request), and leaves when its status leaves failed; deleted, it goes with the foreign key.
CREATE OR REPLACE FUNCTION "report_failed_outbound_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_failed_messages (outbound_id, category_id)
    SELECT n.id, m.category_id
    FROM report_new n
    JOIN inbound_messages m ON m.id = n.message_id
    WHERE n.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL;
  ELSE
    DELETE FROM report_failed_messages f
    USING report_old o JOIN report_new n ON n.id = o.id
    WHERE f.outbound_id = o.id AND o.status IN ('FAILED', 'DEAD')
      AND (n.status NOT IN ('FAILED', 'DEAD') OR n.message_id IS DISTINCT FROM o.message_id);
    INSERT INTO report_failed_messages (outbound_id, category_id)
    SELECT n.id, m.category_id
    FROM report_old o
    JOIN report_new n ON n.id = o.id
    JOIN inbound_messages m ON m.id = n.message_id
    WHERE n.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL
      AND (o.status NOT IN ('FAILED', 'DEAD') OR n.message_id IS DISTINCT FROM o.message_id)
    ON CONFLICT (outbound_id) DO UPDATE SET category_id = excluded.category_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A request recategorised (or its category removed with the category) moves its failed messages.
CREATE OR REPLACE FUNCTION "report_failed_request_recategorised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_failed_messages f
  USING report_old mo
  JOIN report_new mn ON mn.id = mo.id AND mo.category_id IS DISTINCT FROM mn.category_id
  JOIN outbound_messages o ON o.message_id = mn.id
  WHERE f.outbound_id = o.id;
  INSERT INTO report_failed_messages (outbound_id, category_id)
  SELECT o.id, mn.category_id
  FROM report_old mo
  JOIN report_new mn ON mn.id = mo.id AND mo.category_id IS DISTINCT FROM mn.category_id
  JOIN outbound_messages o ON o.message_id = mn.id
  WHERE o.status IN ('FAILED', 'DEAD') AND mn.category_id IS NOT NULL
  ON CONFLICT (outbound_id) DO UPDATE SET category_id = excluded.category_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_failed_outbound_insert" AFTER INSERT ON "outbound_messages" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_failed_outbound_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_failed_outbound_update" AFTER UPDATE ON "outbound_messages" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_failed_outbound_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_failed_request_recategorised" AFTER UPDATE ON "inbound_messages" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_failed_request_recategorised"();
--> statement-breakpoint
-- The failed messages already there (the triggers above hold the tables' write locks until this
-- migration commits, so nothing changes meanwhile).
INSERT INTO "report_failed_messages" ("outbound_id", "category_id")
SELECT o.id, m.category_id
FROM "outbound_messages" o
JOIN "inbound_messages" m ON m.id = o.message_id
WHERE o.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL;
--> statement-breakpoint
-- The key and the index once the rows are in (one check and one sorted build instead of one per row).
ALTER TABLE "report_failed_messages" ADD CONSTRAINT "report_failed_messages_outbound_id_outbound_messages_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_failed_messages_category_idx" ON "report_failed_messages" USING btree ("category_id","outbound_id");--> statement-breakpoint
-- audit_log: sign-ins ('auth.login' entries with a person) written add to the person's count and
-- may move the latest; entries deleted, or changed in person, action or time, take theirs out (the
-- latest is then read from the log again, through audit_log_login_actor_idx). The log is append-only
-- in practice (a deleted person's entries lose their actor), so that side is for exactness only.
CREATE OR REPLACE FUNCTION "report_user_logins_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (Each kind of write has its own statements: a transition table exists only for its own kinds.)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_user_activity (user_id, logins, last_login_at)
    SELECT n.actor_id, count(*)::int, max(n.created_at)
    FROM report_new n
    WHERE n.action = 'auth.login' AND n.actor_id IS NOT NULL
    GROUP BY n.actor_id
    ON CONFLICT (user_id) DO UPDATE
      SET logins = report_user_activity.logins + excluded.logins,
          last_login_at = greatest(report_user_activity.last_login_at, excluded.last_login_at);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE report_user_activity r
    SET logins = r.logins - g.n,
        last_login_at = CASE WHEN g.last < r.last_login_at THEN r.last_login_at
          ELSE (SELECT max(a.created_at) FROM audit_log a WHERE a.actor_id = r.user_id AND a.action = 'auth.login') END
    FROM (
      SELECT o.actor_id, count(*)::int AS n, max(o.created_at) AS last
      FROM report_old o
      WHERE o.action = 'auth.login' AND o.actor_id IS NOT NULL
      GROUP BY o.actor_id
    ) g
    WHERE r.user_id = g.actor_id;
  ELSE
    UPDATE report_user_activity r
    SET logins = r.logins - g.n,
        last_login_at = CASE WHEN g.last < r.last_login_at THEN r.last_login_at
          ELSE (SELECT max(a.created_at) FROM audit_log a WHERE a.actor_id = r.user_id AND a.action = 'auth.login') END
    FROM (
      SELECT o.actor_id, count(*)::int AS n, max(o.created_at) AS last
      FROM report_old o
      JOIN report_new n ON n.id = o.id
      WHERE o.action = 'auth.login' AND o.actor_id IS NOT NULL
        AND (n.actor_id, n.action, n.created_at) IS DISTINCT FROM (o.actor_id, o.action, o.created_at)
      GROUP BY o.actor_id
    ) g
    WHERE r.user_id = g.actor_id;
    INSERT INTO report_user_activity (user_id, logins, last_login_at)
    SELECT n.actor_id, count(*)::int, max(n.created_at)
    FROM report_new n
    JOIN report_old o ON o.id = n.id
    WHERE n.action = 'auth.login' AND n.actor_id IS NOT NULL
      AND (n.actor_id, n.action, n.created_at) IS DISTINCT FROM (o.actor_id, o.action, o.created_at)
    GROUP BY n.actor_id
    ON CONFLICT (user_id) DO UPDATE
      SET logins = report_user_activity.logins + excluded.logins,
          last_login_at = greatest(report_user_activity.last_login_at, excluded.last_login_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_user_logins_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_user_logins_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_user_logins_update" AFTER UPDATE ON "audit_log" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_user_logins_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_user_logins_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION "report_user_logins_changed"();
--> statement-breakpoint
-- offers: an answer given (responded_at set) counts for its company; cleared, deleted or moved to
-- another company, it counts no more for the first. Routing's new offers and the expiry job's carry
-- no answer and add nothing.
CREATE OR REPLACE FUNCTION "report_user_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_user_activity (user_id, answered)
    SELECT n.company_id, count(*)::int
    FROM report_new n
    WHERE n.responded_at IS NOT NULL
    GROUP BY n.company_id
    ON CONFLICT (user_id) DO UPDATE SET answered = report_user_activity.answered + excluded.answered;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE report_user_activity r
    SET answered = r.answered - g.n
    FROM (
      SELECT o.company_id, count(*)::int AS n FROM report_old o
      WHERE o.responded_at IS NOT NULL
      GROUP BY o.company_id
    ) g
    WHERE r.user_id = g.company_id;
  ELSE
    UPDATE report_user_activity r
    SET answered = r.answered - g.n
    FROM (
      SELECT o.company_id, count(*)::int AS n
      FROM report_old o
      JOIN report_new n ON n.id = o.id
      WHERE o.responded_at IS NOT NULL AND (n.responded_at IS NULL OR n.company_id <> o.company_id)
      GROUP BY o.company_id
    ) g
    WHERE r.user_id = g.company_id;
    INSERT INTO report_user_activity (user_id, answered)
    SELECT n.company_id, count(*)::int
    FROM report_new n
    JOIN report_old o ON o.id = n.id
    WHERE n.responded_at IS NOT NULL AND (o.responded_at IS NULL OR n.company_id <> o.company_id)
    GROUP BY n.company_id
    ON CONFLICT (user_id) DO UPDATE SET answered = report_user_activity.answered + excluded.answered;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_user_answers_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_user_answers_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_user_answers_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_user_answers_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_user_answers_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION "report_user_answers_changed"();
--> statement-breakpoint
-- What the log and the offers hold already (the triggers above hold their tables' write locks until
-- this migration commits).
INSERT INTO "report_user_activity" ("user_id", "answered")
SELECT o.company_id, count(*)
FROM "offers" o
WHERE o.responded_at IS NOT NULL
GROUP BY o.company_id;
--> statement-breakpoint
INSERT INTO "report_user_activity" ("user_id", "logins", "last_login_at")
SELECT a.actor_id, count(*), max(a.created_at)
FROM "audit_log" a
WHERE a.action = 'auth.login' AND a.actor_id IS NOT NULL
GROUP BY a.actor_id
ON CONFLICT ("user_id") DO UPDATE SET "logins" = excluded."logins", "last_login_at" = excluded."last_login_at";
--> statement-breakpoint
ANALYZE "report_failed_messages";
--> statement-breakpoint
ANALYZE "report_user_activity";
--> statement-breakpoint
-- The planner needs the statistics of the area expression to choose its index.
ANALYZE "audit_log";
