-- Issue 33 (national scale): Relatórios › Mensagens CSV "falhas" + a category read the category's
-- failed messages (38,700 on a national network) from report_failed_messages, then each message, its
-- request and its offer at random from three tables of 2–4 GB (160,000 pages, ~0.6 s warm). The
-- summary now carries what the report shows of them, in the report's order (category, newest first;
-- and per unit for an ADMIN), so the export reads one narrow table and joins only small ones (units,
-- categories, companies). A row is rebuilt from its sources by report_failed_refresh whenever one of
-- them changes (statement-level triggers: a message's status or text, its request's category, type,
-- transcript or caption, its offer's answer), erasures included.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
SET LOCAL work_mem = '64MB';--> statement-breakpoint
-- Emptied and filled again below (the new columns have no value to default to).
TRUNCATE "report_failed_messages";--> statement-breakpoint
DROP INDEX "report_failed_messages_category_idx";--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "created_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "phone_number_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "recipient_kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "to_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "body" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "request_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_failed_messages" ADD COLUMN "request_text" text;--> statement-breakpoint
-- The rows of the given messages as their sources hold them now: written (or rewritten) when the
-- message is failed and its request has a category, deleted otherwise. The report's columns, as
-- reports.repository.ts's messageRows reads them from the sources (the response is a lead alert's
-- offer's; the request's text an audio's transcript or a media's caption).
CREATE OR REPLACE FUNCTION "report_failed_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_failed_messages (outbound_id, category_id, created_at, unit_id, phone_number_id,
    recipient_kind, to_number, company_id, body, status, response, request_type, request_text)
  SELECT o.id, m.category_id, o.created_at, o.unit_id, o.phone_number_id, o.recipient_kind, o.to_number,
    o.company_id, o.body, o.status, f.response_text, m.type,
    CASE WHEN m.type = 'audio' THEN m.transcript
         WHEN m.type IN ('image', 'video', 'document') THEN nullif(m.content, '') END
  FROM outbound_messages o
  JOIN inbound_messages m ON m.id = o.message_id
  LEFT JOIN offers f ON f.id = o.offer_id AND o.purpose = 'LEAD_ALERT'
  WHERE o.id = ANY (ids) AND o.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL
  ON CONFLICT (outbound_id) DO UPDATE SET
    category_id = excluded.category_id, created_at = excluded.created_at, unit_id = excluded.unit_id,
    phone_number_id = excluded.phone_number_id, recipient_kind = excluded.recipient_kind,
    to_number = excluded.to_number, company_id = excluded.company_id, body = excluded.body,
    status = excluded.status, response = excluded.response, request_type = excluded.request_type,
    request_text = excluded.request_text;
  DELETE FROM report_failed_messages r
  WHERE r.outbound_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM outbound_messages o JOIN inbound_messages m ON m.id = o.message_id
      WHERE o.id = r.outbound_id AND o.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL);
END $$;
--> statement-breakpoint
-- outbound_messages (the triggers of migration 0036): a message written failed, or updated while or
-- into failed in anything the report shows (its status, request, offer, recipient, text: an erasure
-- rewrites to_number and body; a company or unit deleted sets its id to null). Status callbacks of
-- messages that are not failed find nothing to do.
CREATE OR REPLACE FUNCTION "report_failed_outbound_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_failed_refresh(array(
      SELECT n.id FROM report_new n WHERE n.status IN ('FAILED', 'DEAD') AND n.message_id IS NOT NULL));
  ELSE
    PERFORM report_failed_refresh(array(
      SELECT n.id FROM report_old o JOIN report_new n ON n.id = o.id
      WHERE (n.status IN ('FAILED', 'DEAD') OR o.status IN ('FAILED', 'DEAD'))
        AND (n.status, n.message_id, n.offer_id, n.purpose, n.created_at, n.unit_id, n.phone_number_id,
             n.recipient_kind, n.to_number, n.company_id, n.body)
          IS DISTINCT FROM (o.status, o.message_id, o.offer_id, o.purpose, o.created_at, o.unit_id,
             o.phone_number_id, o.recipient_kind, o.to_number, o.company_id, o.body)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- inbound_messages: a request recategorised (given a category, losing it), or its type, transcript or
-- caption changed (an erasure rewrites the content), rebuilds its failed messages' rows.
CREATE OR REPLACE FUNCTION "report_failed_request_recategorised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_failed_refresh(array(
    SELECT ob.id
    FROM report_old mo
    JOIN report_new mn ON mn.id = mo.id
    JOIN outbound_messages ob ON ob.message_id = mn.id
    WHERE (mn.category_id, mn.type, mn.transcript, mn.content)
        IS DISTINCT FROM (mo.category_id, mo.type, mo.transcript, mo.content)
      AND ob.status IN ('FAILED', 'DEAD')));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- offers: an answer given, changed or cleared reaches its failed lead alerts' rows.
CREATE OR REPLACE FUNCTION "report_failed_offer_answered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_failed_refresh(array(
    SELECT ob.id
    FROM report_old fo
    JOIN report_new fn ON fn.id = fo.id
    JOIN outbound_messages ob ON ob.offer_id = fn.id
    WHERE fn.response_text IS DISTINCT FROM fo.response_text
      AND ob.status IN ('FAILED', 'DEAD') AND ob.purpose = 'LEAD_ALERT'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_failed_offer_answered" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION "report_failed_offer_answered"();
--> statement-breakpoint
-- The failed messages already there, in the order of the category index (the export then reads the
-- table nearly in order). The same columns as report_failed_refresh; the triggers hold the tables'
-- write locks until this migration commits, so nothing changes meanwhile.
INSERT INTO "report_failed_messages" ("outbound_id", "category_id", "created_at", "unit_id",
  "phone_number_id", "recipient_kind", "to_number", "company_id", "body", "status", "response",
  "request_type", "request_text")
SELECT o.id, m.category_id, o.created_at, o.unit_id, o.phone_number_id, o.recipient_kind, o.to_number,
  o.company_id, o.body, o.status, f.response_text, m.type,
  CASE WHEN m.type = 'audio' THEN m.transcript
       WHEN m.type IN ('image', 'video', 'document') THEN nullif(m.content, '') END
FROM "outbound_messages" o
JOIN "inbound_messages" m ON m.id = o.message_id
LEFT JOIN "offers" f ON f.id = o.offer_id AND o.purpose = 'LEAD_ALERT'
WHERE o.status IN ('FAILED', 'DEAD') AND m.category_id IS NOT NULL
ORDER BY m.category_id, o.created_at DESC, o.id DESC;
--> statement-breakpoint
CREATE INDEX "report_failed_messages_category_created_idx" ON "report_failed_messages" USING btree ("category_id","created_at" DESC NULLS FIRST,"outbound_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_failed_messages_unit_category_created_idx" ON "report_failed_messages" USING btree ("unit_id","category_id","created_at" DESC NULLS FIRST,"outbound_id" DESC NULLS FIRST);--> statement-breakpoint
ANALYZE "report_failed_messages";
