-- Issue 33 (national scale): the pair-rate send time of an outbound message, and the index of a
-- company's lead alerts still waiting (the routing backlog rule).
ALTER TABLE "outbound_messages" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbound_messages_company_waiting_idx" ON "outbound_messages" USING btree ("company_id") WHERE "outbound_messages"."status" = 'QUEUED' and "outbound_messages"."purpose" = 'LEAD_ALERT';
