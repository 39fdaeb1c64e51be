-- Issue 33 (national scale): Relatórios › Mensagens counted every message the platform ever sent
-- (8.7 million rows joined to their request and offer) for its cards, 1–12 s per request. The cards
-- now read running totals by unit, request category and delivery status (schema/report-summaries.ts).
-- Exactness without a hot row: every change to what the cards count (a message sent, a status
-- callback, an offer answered or its answer removed, a request recategorised, a deletion) appends a
-- signed delta in the writing transaction, through statement-level triggers (one insert per
-- statement, none when nothing counted changed); a job folds the deltas into the totals, and the
-- report reads totals + deltas in one statement. 0 stands for "no unit" / "no category".
CREATE TABLE "report_outbound_deltas" (
	"unit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"messages" integer NOT NULL,
	"answered" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_outbound_totals" (
	"unit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	"answered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_outbound_totals_unit_id_category_id_status_pk" PRIMARY KEY("unit_id","category_id","status")
);
--> statement-breakpoint
-- outbound_messages: rows inserted (+1), deleted (-1), or updated in a counted column (-1 as they
-- were, +1 as they are). "answered" is a lead alert whose offer holds an answer, as of now: the offers
-- trigger below keeps that part in step when the answer changes.
CREATE OR REPLACE FUNCTION "report_outbound_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_outbound_deltas (unit_id, category_id, status, messages, answered)
    SELECT coalesce(n.unit_id, 0), coalesce(m.category_id, 0), n.status, count(*)::int,
           count(*) FILTER (WHERE n.purpose = 'LEAD_ALERT' AND f.response_text IS NOT NULL)::int
    FROM report_new n
    LEFT JOIN inbound_messages m ON m.id = n.message_id
    LEFT JOIN offers f ON f.id = n.offer_id
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_outbound_deltas (unit_id, category_id, status, messages, answered)
    SELECT coalesce(o.unit_id, 0), coalesce(m.category_id, 0), o.status, -count(*)::int,
           -count(*) FILTER (WHERE o.purpose = 'LEAD_ALERT' AND f.response_text IS NOT NULL)::int
    FROM report_old o
    LEFT JOIN inbound_messages m ON m.id = o.message_id
    LEFT JOIN offers f ON f.id = o.offer_id
    GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO report_outbound_deltas (unit_id, category_id, status, messages, answered)
    SELECT d.unit_id, d.category_id, d.status, sum(d.messages)::int, sum(d.answered)::int
    FROM (
      SELECT coalesce(r.unit_id, 0) AS unit_id, coalesce(m.category_id, 0) AS category_id, r.status,
             r.sign AS messages,
             CASE WHEN r.purpose = 'LEAD_ALERT' AND f.response_text IS NOT NULL THEN r.sign ELSE 0 END AS answered
      FROM report_old o
      JOIN report_new n ON n.id = o.id
      CROSS JOIN LATERAL (
        SELECT o.unit_id, o.status, o.message_id, o.offer_id, o.purpose, -1
        UNION ALL SELECT n.unit_id, n.status, n.message_id, n.offer_id, n.purpose, 1
      ) AS r(unit_id, status, message_id, offer_id, purpose, sign)
      LEFT JOIN inbound_messages m ON m.id = r.message_id
      LEFT JOIN offers f ON f.id = r.offer_id
      WHERE (o.unit_id, o.status, o.message_id, o.offer_id, o.purpose)
            IS DISTINCT FROM (n.unit_id, n.status, n.message_id, n.offer_id, n.purpose)
    ) d
    GROUP BY 1, 2, 3
    HAVING sum(d.messages) <> 0 OR sum(d.answered) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- offers: an answer given (or cleared) moves its lead alerts in or out of "answered".
CREATE OR REPLACE FUNCTION "report_offer_answered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_outbound_deltas (unit_id, category_id, status, messages, answered)
  SELECT coalesce(o.unit_id, 0), coalesce(m.category_id, 0), o.status, 0,
         sum(CASE WHEN n.response_text IS NOT NULL THEN 1 ELSE -1 END)::int
  FROM report_old f
  JOIN report_new n ON n.id = f.id AND (f.response_text IS NULL) <> (n.response_text IS NULL)
  JOIN outbound_messages o ON o.offer_id = n.id AND o.purpose = 'LEAD_ALERT'
  LEFT JOIN inbound_messages m ON m.id = o.message_id
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- inbound_messages: a request recategorised moves its messages from one category to the other.
CREATE OR REPLACE FUNCTION "report_request_recategorised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_outbound_deltas (unit_id, category_id, status, messages, answered)
  SELECT coalesce(o.unit_id, 0), c.category_id, o.status, sum(c.sign)::int,
         sum(CASE WHEN o.purpose = 'LEAD_ALERT' AND f.response_text IS NOT NULL THEN c.sign ELSE 0 END)::int
  FROM report_old mo
  JOIN report_new mn ON mn.id = mo.id AND mo.category_id IS DISTINCT FROM mn.category_id
  JOIN outbound_messages o ON o.message_id = mn.id
  LEFT JOIN offers f ON f.id = o.offer_id
  CROSS JOIN LATERAL (
    SELECT coalesce(mo.category_id, 0), -1 UNION ALL SELECT coalesce(mn.category_id, 0), 1
  ) AS c(category_id, sign)
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A request or an offer deleted takes its messages with it (ON DELETE CASCADE), but by the time the
-- cascade deletes them the parent is gone and their category / answer could no longer be read:
-- the messages are deleted first, while the parent is still there.
CREATE OR REPLACE FUNCTION "report_delete_messages_first"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'inbound_messages' THEN
    DELETE FROM outbound_messages WHERE message_id = OLD.id;
  ELSE
    DELETE FROM outbound_messages WHERE offer_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_outbound_insert" AFTER INSERT ON "outbound_messages" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_outbound_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_outbound_update" AFTER UPDATE ON "outbound_messages" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_outbound_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_outbound_delete" AFTER DELETE ON "outbound_messages" REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION "report_outbound_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_offer_answered" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_offer_answered"();
--> statement-breakpoint
CREATE TRIGGER "report_request_recategorised" AFTER UPDATE ON "inbound_messages" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_request_recategorised"();
--> statement-breakpoint
CREATE TRIGGER "report_inbound_delete_messages_first" BEFORE DELETE ON "inbound_messages" FOR EACH ROW EXECUTE FUNCTION "report_delete_messages_first"();
--> statement-breakpoint
CREATE TRIGGER "report_offer_delete_messages_first" BEFORE DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION "report_delete_messages_first"();
--> statement-breakpoint
-- The totals of the rows already there (the triggers above, created in this transaction, hold the
-- tables' write locks until it commits, so no change slips between the two).
INSERT INTO "report_outbound_totals" ("unit_id", "category_id", "status", "messages", "answered")
SELECT coalesce(o.unit_id, 0), coalesce(m.category_id, 0), o.status, count(*),
       count(*) FILTER (WHERE o.purpose = 'LEAD_ALERT' AND f.response_text IS NOT NULL)
FROM "outbound_messages" o
LEFT JOIN "inbound_messages" m ON m.id = o.message_id
LEFT JOIN "offers" f ON f.id = o.offer_id
GROUP BY 1, 2, 3;
