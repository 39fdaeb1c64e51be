-- Issue 33 (national scale): Relatórios › Mensagens of the network filtered by a status read the
-- newest messages of every status until it had a page: "lidas" + a category walked 9,000 recent
-- messages (mostly not read yet) from the table, 852 ms with a cold cache. Indexed by the report's
-- status (the expression schema/outbound.ts outboundReportStatus writes, and the query names), the
-- page is read in order: 14 ms. One index serves the four statuses, including "enviadas" and
-- "falhas", which are two outbound statuses each.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE INDEX "outbound_messages_report_status_idx" ON "outbound_messages" USING btree ((case "status" when 'QUEUED' then 'sent' when 'SENT' then 'sent' when 'DELIVERED' then 'delivered'
        when 'READ' then 'read' when 'FAILED' then 'failed' when 'DEAD' then 'failed' end),"created_at","id");
