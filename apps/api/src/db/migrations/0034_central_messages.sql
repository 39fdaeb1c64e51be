-- Central de Mensagens at national scale (5 million requests, 6.7 million offers): the list's status
-- filters read one column of the request instead of `exists` over its offers, and its pages and
-- capped totals are walks of indexes that match the sort and the filters.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint

-- A request's status as spec §4 puts it, over all its offers: no answer → Pendente; any TENHO →
-- Respondido; only NÃO TENHO → Negativo. Kept by the triggers below in the transaction that writes
-- the offers, whatever writes them (answers, expiry, re-categorising, erasure, seeds, restores).
ALTER TABLE "inbound_messages" ADD COLUMN "answer_status" text DEFAULT 'Pendente' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_answer_status_check" CHECK ("inbound_messages"."answer_status" in ('Pendente', 'Respondido', 'Negativo'));--> statement-breakpoint

-- One statement-level trigger per kind of write, with its transition tables: a bulk write (a seed,
-- the expiry job) costs one grouped update, not one per row. Only offers whose answer changed
-- count: routing (new PENDING offers) and expiry (PENDING → EXPIRED) leave the requests untouched.
CREATE FUNCTION "offers_sync_answer_status"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."message_id") INTO touched
    FROM new_offers n WHERE n."status" IN ('ACCEPTED', 'REJECTED');
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT x.id) INTO touched
    FROM new_offers n JOIN old_offers o ON o."id" = n."id",
         LATERAL (VALUES (n."message_id"), (o."message_id")) AS x(id)
    WHERE (n."status" IS DISTINCT FROM o."status" OR n."message_id" IS DISTINCT FROM o."message_id")
      AND (n."status" IN ('ACCEPTED', 'REJECTED') OR o."status" IN ('ACCEPTED', 'REJECTED'));
  ELSE
    SELECT array_agg(DISTINCT o."message_id") INTO touched
    FROM old_offers o WHERE o."status" IN ('ACCEPTED', 'REJECTED');
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "inbound_messages" m SET "answer_status" = s.status
  FROM (
    SELECT t.id,
           CASE WHEN bool_or(f."status" = 'ACCEPTED') THEN 'Respondido'
                WHEN bool_or(f."status" = 'REJECTED') THEN 'Negativo'
                ELSE 'Pendente' END AS status
    FROM unnest(touched) AS t(id) LEFT JOIN "offers" f ON f."message_id" = t.id
    GROUP BY t.id
  ) s
  WHERE m."id" = s.id AND m."answer_status" IS DISTINCT FROM s.status;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_answer_status_insert" AFTER INSERT ON "offers"
  REFERENCING NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_sync_answer_status"();--> statement-breakpoint
CREATE TRIGGER "offers_answer_status_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_sync_answer_status"();--> statement-breakpoint
CREATE TRIGGER "offers_answer_status_delete" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_sync_answer_status"();--> statement-breakpoint
-- The requests answered so far (after the triggers: offers written meanwhile wait for this
-- transaction, and this statement sees every one committed before).
UPDATE "inbound_messages" m SET "answer_status" = s.status
FROM (
  SELECT o."message_id", CASE WHEN bool_or(o."status" = 'ACCEPTED') THEN 'Respondido' ELSE 'Negativo' END AS status
  FROM "offers" o WHERE o."status" IN ('ACCEPTED', 'REJECTED') GROUP BY o."message_id"
) s
WHERE m."id" = s."message_id";--> statement-breakpoint

-- The list's order (newest first) over requests only, alone, by status, by unit, by unit and
-- status: a page is an index walk, its capped total an index-only count. Ascending: a backward
-- scan serves `received_at desc, id desc`.
CREATE INDEX "inbound_requests_received_idx" ON "inbound_messages" USING btree ("received_at", "id") WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint
CREATE INDEX "inbound_requests_status_received_idx" ON "inbound_messages" USING btree ("answer_status", "received_at", "id") WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint
CREATE INDEX "inbound_requests_unit_received_idx" ON "inbound_messages" USING btree ("unit_id", "received_at", "id") WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint
CREATE INDEX "inbound_requests_unit_status_received_idx" ON "inbound_messages" USING btree ("unit_id", "answer_status", "received_at", "id") WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint

-- The search (any part of the text, the sender's name or number): trigram indexes (pg_trgm,
-- migration 0005) for a term found in few requests; a common term is found walking the order above.
CREATE INDEX IF NOT EXISTS "inbound_requests_content_trgm_idx" ON "inbound_messages" USING gin ("content" gin_trgm_ops) WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inbound_requests_sender_trgm_idx" ON "inbound_messages" USING gin ("sender_name" gin_trgm_ops) WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inbound_requests_number_trgm_idx" ON "inbound_messages" USING gin ("from_number" gin_trgm_ops) WHERE "inbound_messages"."kind" = 'REQUEST';--> statement-breakpoint

-- The cards of Central de Mensagens (requests, categorised, answers, mean answer time, revenue,
-- refunds) for the network or one unit, without reading millions of rows: every write of a request,
-- an offer or a dispute adds a row of what it changed, per unit (statement-level triggers, one
-- row per unit and statement; inserts only, so concurrent writers never wait on each other); the
-- cards are the sums. A job adds the rows up every minute (jobs/cleanup.ts). A unit's refunds are
-- its disputes' (a dispute takes its offer's unit, and both lose it together).
CREATE TABLE "message_stat_deltas" (
	"unit_id" integer,
	"requests" bigint DEFAULT 0 NOT NULL,
	"categorized" bigint DEFAULT 0 NOT NULL,
	"responses" bigint DEFAULT 0 NOT NULL,
	"response_seconds" numeric DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "message_stat_deltas_unit_idx" ON "message_stat_deltas" USING btree ("unit_id");--> statement-breakpoint
CREATE FUNCTION "inbound_messages_stat_deltas"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "requests", "categorized")
    SELECT n."unit_id", count(*), count(n."category_id")
    FROM new_messages n WHERE n."kind" = 'REQUEST' GROUP BY n."unit_id";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "requests", "categorized")
    SELECT c.unit_id, sum(c.requests), sum(c.categorized)
    FROM (
      SELECT n."unit_id" AS unit_id, 1 AS requests, (n."category_id" IS NOT NULL)::int AS categorized
      FROM new_messages n WHERE n."kind" = 'REQUEST'
      UNION ALL
      SELECT o."unit_id", -1, -((o."category_id" IS NOT NULL)::int)
      FROM old_messages o WHERE o."kind" = 'REQUEST'
    ) c
    GROUP BY c.unit_id HAVING sum(c.requests) <> 0 OR sum(c.categorized) <> 0;
  ELSE
    INSERT INTO "message_stat_deltas" ("unit_id", "requests", "categorized")
    SELECT o."unit_id", -count(*), -count(o."category_id")
    FROM old_messages o WHERE o."kind" = 'REQUEST' GROUP BY o."unit_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inbound_messages_stats_insert" AFTER INSERT ON "inbound_messages"
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION "inbound_messages_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "inbound_messages_stats_update" AFTER UPDATE ON "inbound_messages"
  REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION "inbound_messages_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "inbound_messages_stats_delete" AFTER DELETE ON "inbound_messages"
  REFERENCING OLD TABLE AS old_messages
  FOR EACH STATEMENT EXECUTE FUNCTION "inbound_messages_stat_deltas"();--> statement-breakpoint
-- An offer counts once answered (TENHO or NÃO TENHO): one answer, its time to answer, and what a
-- TENHO charged.
CREATE FUNCTION "offers_stat_deltas"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "responses", "response_seconds", "revenue_cents")
    SELECT n."unit_id", count(*), sum(extract(epoch from (n."responded_at" - n."offered_at"))),
           coalesce(sum(n."charged_cents") FILTER (WHERE n."status" = 'ACCEPTED'), 0)
    FROM new_offers n WHERE n."status" IN ('ACCEPTED', 'REJECTED') GROUP BY n."unit_id";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "responses", "response_seconds", "revenue_cents")
    SELECT c.unit_id, sum(c.responses), sum(c.seconds), sum(c.revenue)
    FROM (
      SELECT n."unit_id" AS unit_id, 1 AS responses,
             extract(epoch from (n."responded_at" - n."offered_at")) AS seconds,
             CASE WHEN n."status" = 'ACCEPTED' THEN coalesce(n."charged_cents", 0) ELSE 0 END AS revenue
      FROM new_offers n WHERE n."status" IN ('ACCEPTED', 'REJECTED')
      UNION ALL
      SELECT o."unit_id", -1, -extract(epoch from (o."responded_at" - o."offered_at")),
             CASE WHEN o."status" = 'ACCEPTED' THEN -coalesce(o."charged_cents", 0) ELSE 0 END
      FROM old_offers o WHERE o."status" IN ('ACCEPTED', 'REJECTED')
    ) c
    GROUP BY c.unit_id HAVING sum(c.responses) <> 0 OR sum(c.seconds) <> 0 OR sum(c.revenue) <> 0;
  ELSE
    INSERT INTO "message_stat_deltas" ("unit_id", "responses", "response_seconds", "revenue_cents")
    SELECT o."unit_id", -count(*), -sum(extract(epoch from (o."responded_at" - o."offered_at"))),
           -coalesce(sum(o."charged_cents") FILTER (WHERE o."status" = 'ACCEPTED'), 0)
    FROM old_offers o WHERE o."status" IN ('ACCEPTED', 'REJECTED') GROUP BY o."unit_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_stats_insert" AFTER INSERT ON "offers"
  REFERENCING NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "offers_stats_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "offers_stats_delete" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_stat_deltas"();--> statement-breakpoint
CREATE FUNCTION "disputes_stat_deltas"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "refund_cents")
    SELECT n."unit_id", sum(n."amount_cents") FROM new_disputes n WHERE n."status" = 'REFUNDED' GROUP BY n."unit_id";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "message_stat_deltas" ("unit_id", "refund_cents")
    SELECT c.unit_id, sum(c.refund)
    FROM (
      SELECT n."unit_id" AS unit_id, n."amount_cents"::bigint AS refund FROM new_disputes n WHERE n."status" = 'REFUNDED'
      UNION ALL
      SELECT o."unit_id", -o."amount_cents"::bigint FROM old_disputes o WHERE o."status" = 'REFUNDED'
    ) c
    GROUP BY c.unit_id HAVING sum(c.refund) <> 0;
  ELSE
    INSERT INTO "message_stat_deltas" ("unit_id", "refund_cents")
    SELECT o."unit_id", -sum(o."amount_cents") FROM old_disputes o WHERE o."status" = 'REFUNDED' GROUP BY o."unit_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "disputes_stats_insert" AFTER INSERT ON "disputes"
  REFERENCING NEW TABLE AS new_disputes
  FOR EACH STATEMENT EXECUTE FUNCTION "disputes_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "disputes_stats_update" AFTER UPDATE ON "disputes"
  REFERENCING OLD TABLE AS old_disputes NEW TABLE AS new_disputes
  FOR EACH STATEMENT EXECUTE FUNCTION "disputes_stat_deltas"();--> statement-breakpoint
CREATE TRIGGER "disputes_stats_delete" AFTER DELETE ON "disputes"
  REFERENCING OLD TABLE AS old_disputes
  FOR EACH STATEMENT EXECUTE FUNCTION "disputes_stat_deltas"();--> statement-breakpoint
-- What there is so far (after the triggers, as above), one row per unit and source.
INSERT INTO "message_stat_deltas" ("unit_id", "requests", "categorized")
SELECT "unit_id", count(*), count("category_id") FROM "inbound_messages" WHERE "kind" = 'REQUEST' GROUP BY "unit_id";--> statement-breakpoint
INSERT INTO "message_stat_deltas" ("unit_id", "responses", "response_seconds", "revenue_cents")
SELECT "unit_id", count(*), sum(extract(epoch from ("responded_at" - "offered_at"))),
       coalesce(sum("charged_cents") FILTER (WHERE "status" = 'ACCEPTED'), 0)
FROM "offers" WHERE "status" IN ('ACCEPTED', 'REJECTED') GROUP BY "unit_id";--> statement-breakpoint
INSERT INTO "message_stat_deltas" ("unit_id", "refund_cents")
SELECT "unit_id", sum("amount_cents") FROM "disputes" WHERE "status" = 'REFUNDED' GROUP BY "unit_id";--> statement-breakpoint

-- Logs do sistema by person: that person's newest entries straight from the index (the bare
-- actor_id index is its prefix).
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id", "created_at", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_actor_id_idx";
