-- Central de Mensagens at national scale (5 million requests, 6.7 million offers): the list's status
-- filters read one column of the request instead of `exists` over its offers, and its pages and
-- capped totals are walks of indexes that match the sort and the filters.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint

-- A request's status as spec §4 puts it, over all its offers: no answer → Pendente; any TENHO →
-- Respondido; only NÃO TENHO → Negativo. Kept by the triggers below in the transaction that writes
-- the offers, whatever writes them (answers, expiry, re-categorising, erasure, seeds, restores).
ALTER TABLE "inbound_messages" ADD COLUMN "answer_status" text DEFAULT 'Pendente' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_answer_status_check" CHECK ("inbound_messages"."answer_status" in ('Pendente', 'Respondido', 'Negativo'));--> statement-breakpoint
UPDATE "inbound_messages" m SET "answer_status" = s.status
FROM (
  SELECT o."message_id", CASE WHEN bool_or(o."status" = 'ACCEPTED') THEN 'Respondido' ELSE 'Negativo' END AS status
  FROM "offers" o WHERE o."status" IN ('ACCEPTED', 'REJECTED') GROUP BY o."message_id"
) s
WHERE m."id" = s."message_id";--> statement-breakpoint

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

-- Logs do sistema by person: that person's newest entries straight from the index (the bare
-- actor_id index is its prefix).
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id", "created_at", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_actor_id_idx";
