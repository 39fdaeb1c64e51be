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
--> statement-breakpoint
-- Relatórios › Financeiro (MASTER): the ledger by Brasília day and unit, kept the same way.
CREATE TABLE "report_ledger_days" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_ledger_days_day_unit_id_pk" PRIMARY KEY("day","unit_id")
);
--> statement-breakpoint
CREATE TABLE "report_ledger_deltas" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"credit_cents" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"leads" integer NOT NULL
);
--> statement-breakpoint
-- The day and unit a movement counts under: the Brasília calendar day of created_at and the unit of
-- the CLIENT owning the wallet (other wallets do not count, as in the report).
CREATE OR REPLACE FUNCTION "report_ledger_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_ledger_deltas (day, unit_id, credit_cents, revenue_cents, refund_cents, leads)
  SELECT (t.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(u.unit_id, 0),
         coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'CREDIT'), 0),
         coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER'), 0),
         coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'REFUND'), 0),
         count(*) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER')::int
  FROM report_new t
  JOIN wallets w ON w.id = t.wallet_id
  JOIN users u ON u.id = w.client_id AND u.role = 'CLIENT'
  GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A company that changes unit (or stops or starts being a CLIENT) takes its whole history along:
-- out of the old unit, into the new one.
CREATE OR REPLACE FUNCTION "report_ledger_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_ledger_deltas (day, unit_id, credit_cents, revenue_cents, refund_cents, leads)
  SELECT (t.created_at AT TIME ZONE 'America/Sao_Paulo')::date, s.unit_id,
         s.sign * coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'CREDIT'), 0),
         s.sign * coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER'), 0),
         s.sign * coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'REFUND'), 0),
         s.sign * (count(*) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER'))::int
  FROM report_old o
  JOIN report_new n ON n.id = o.id
    AND (o.role = 'CLIENT', o.unit_id) IS DISTINCT FROM (n.role = 'CLIENT', n.unit_id)
  CROSS JOIN LATERAL (
    SELECT coalesce(o.unit_id, 0), -1 WHERE o.role = 'CLIENT'
    UNION ALL SELECT coalesce(n.unit_id, 0), 1 WHERE n.role = 'CLIENT'
  ) AS s(unit_id, sign)
  JOIN wallets w ON w.client_id = n.id
  JOIN wallet_transactions t ON t.wallet_id = w.id
  GROUP BY 1, 2, s.sign;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_ledger_insert" AFTER INSERT ON "wallet_transactions" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_ledger_inserted"();
--> statement-breakpoint
CREATE TRIGGER "report_ledger_owner_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_ledger_owner_changed"();
--> statement-breakpoint
INSERT INTO "report_ledger_days" ("day", "unit_id", "credit_cents", "revenue_cents", "refund_cents", "leads")
SELECT (t.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(u.unit_id, 0),
       coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'CREDIT'), 0),
       coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER'), 0),
       coalesce(sum(t.amount_cents) FILTER (WHERE t.type = 'REFUND'), 0),
       count(*) FILTER (WHERE t.type = 'DEBIT' AND t.reference_kind = 'OFFER')
FROM "wallet_transactions" t
JOIN "wallets" w ON w.id = t.wallet_id
JOIN "users" u ON u.id = w.client_id AND u.role = 'CLIENT'
GROUP BY 1, 2;
--> statement-breakpoint
-- Relatórios › Demanda não atendida: closed days summarised from the rows, and the indexes the rows need.
CREATE TABLE "report_demand_days" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requests" integer NOT NULL,
	"last_request_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_demand_days_day_unit_id_category_id_reason_pk" PRIMARY KEY("day","unit_id","category_id","reason")
);
--> statement-breakpoint
CREATE TABLE "report_demand_marks" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_demand_summarised" (
	"day" date PRIMARY KEY NOT NULL,
	"summarised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_messages_unmet_idx" ON "inbound_messages" USING btree ("received_at") WHERE "inbound_messages"."kind" = 'REQUEST' and "inbound_messages"."unit_id" is not null and (("inbound_messages"."outcome" = 'NO_COMPANY' and "inbound_messages"."category_id" is not null) or "inbound_messages"."unserved_reason" in ('not_understood', 'media_without_text'));--> statement-breakpoint
CREATE INDEX "outbound_messages_failed_unit_idx" ON "outbound_messages" USING btree ("unit_id","created_at","id") WHERE "outbound_messages"."status" in ('FAILED', 'DEAD');--> statement-breakpoint
-- A request of a closed Brasília day (before the writing transaction's day) inserted, deleted or
-- changed in what the report reads marks that day: the report reads it from the rows again until
-- the job summarises it anew. Plain appends (no lookup of an existing mark, which a summarising job
-- could be deleting at that moment); today's requests, the ones written all day, append nothing.
CREATE OR REPLACE FUNCTION "report_demand_request_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today_starts timestamptz := ((now() AT TIME ZONE 'America/Sao_Paulo')::date)::timestamp AT TIME ZONE 'America/Sao_Paulo';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (n.received_at AT TIME ZONE 'America/Sao_Paulo')::date FROM report_new n
    WHERE n.received_at < today_starts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (o.received_at AT TIME ZONE 'America/Sao_Paulo')::date FROM report_old o
    WHERE o.received_at < today_starts;
  ELSE
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (c.received_at AT TIME ZONE 'America/Sao_Paulo')::date
    FROM report_old o
    JOIN report_new n ON n.id = o.id
      AND (o.kind, o.unit_id, o.category_id, o.outcome, o.unserved_reason, o.received_at)
          IS DISTINCT FROM (n.kind, n.unit_id, n.category_id, n.outcome, n.unserved_reason, n.received_at)
    CROSS JOIN LATERAL (SELECT o.received_at UNION ALL SELECT n.received_at) AS c(received_at)
    WHERE c.received_at < today_starts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An offer made (or removed) for a request of a closed day changes whether it was "offered to nobody".
CREATE OR REPLACE FUNCTION "report_demand_offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today_starts timestamptz := ((now() AT TIME ZONE 'America/Sao_Paulo')::date)::timestamp AT TIME ZONE 'America/Sao_Paulo';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (m.received_at AT TIME ZONE 'America/Sao_Paulo')::date
    FROM report_new f JOIN inbound_messages m ON m.id = f.message_id
    WHERE m.received_at < today_starts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (m.received_at AT TIME ZONE 'America/Sao_Paulo')::date
    FROM report_old f JOIN inbound_messages m ON m.id = f.message_id
    WHERE m.received_at < today_starts;
  ELSE
    INSERT INTO report_demand_marks (day)
    SELECT DISTINCT (m.received_at AT TIME ZONE 'America/Sao_Paulo')::date
    FROM report_old o
    JOIN report_new n ON n.id = o.id AND o.message_id IS DISTINCT FROM n.message_id
    JOIN inbound_messages m ON m.id IN (o.message_id, n.message_id)
    WHERE m.received_at < today_starts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_demand_request_insert" AFTER INSERT ON "inbound_messages" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_request_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_demand_request_update" AFTER UPDATE ON "inbound_messages" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_request_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_demand_request_delete" AFTER DELETE ON "inbound_messages" REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_request_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_demand_offer_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_offer_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_demand_offer_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_offer_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_demand_offer_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION "report_demand_offer_changed"();
--> statement-breakpoint
-- The closed days already there (the triggers above hold the tables' write locks until this
-- migration commits, so nothing changes meanwhile); later days are summarised by the job.
INSERT INTO "report_demand_days" ("day", "unit_id", "category_id", "reason", "requests", "last_request_at")
SELECT (m.received_at AT TIME ZONE 'America/Sao_Paulo')::date, m.unit_id, coalesce(m.category_id, 0),
       coalesce(m.unserved_reason, ''), count(*), max(m.received_at)
FROM "inbound_messages" m
WHERE m.kind = 'REQUEST' AND m.unit_id IS NOT NULL
  AND m.received_at < (((now() AT TIME ZONE 'America/Sao_Paulo')::date)::timestamp AT TIME ZONE 'America/Sao_Paulo')
  AND ((m.outcome = 'NO_COMPANY' AND m.category_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "offers" o WHERE o.message_id = m.id))
       OR m.unserved_reason IN ('not_understood', 'media_without_text'))
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "report_demand_summarised" ("day")
SELECT d::date
FROM generate_series(
  (SELECT (min(m.received_at) AT TIME ZONE 'America/Sao_Paulo')::date FROM "inbound_messages" m
   WHERE m.kind = 'REQUEST' AND m.unit_id IS NOT NULL
     AND ((m.outcome = 'NO_COMPANY' AND m.category_id IS NOT NULL) OR m.unserved_reason IN ('not_understood', 'media_without_text'))),
  (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1,
  interval '1 day') AS d;
--> statement-breakpoint
CREATE TABLE "report_demand_months" (
	"month" date NOT NULL,
	"unit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requests" integer NOT NULL,
	"last_request_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_demand_months_month_unit_id_category_id_reason_pk" PRIMARY KEY("month","unit_id","category_id","reason")
);
--> statement-breakpoint
INSERT INTO "report_demand_months" ("month", "unit_id", "category_id", "reason", "requests", "last_request_at")
SELECT date_trunc('month', d.day)::date, d.unit_id, d.category_id, d.reason, sum(d.requests), max(d.last_request_at)
FROM "report_demand_days" d
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The planner's first plans over the new tables should know their sizes.
ANALYZE "report_outbound_totals";
--> statement-breakpoint
ANALYZE "report_ledger_days";
--> statement-breakpoint
ANALYZE "report_demand_days";
--> statement-breakpoint
ANALYZE "report_demand_months";
--> statement-breakpoint
ANALYZE "report_demand_summarised";
