-- Issue 33 (national scale): Logs do sistema filtered by a target (one record's entries, newest
-- first) read every entry of that record from (entity, entity_id) and sorted them: a company with
-- 1,434 entries read 1,374 pages of the log for a page of 20, 307 ms with a cold cache. With the
-- order in the index the page is read in order. The new index also serves what the old one did
-- (its first two columns), so the old one goes.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","entity_id","created_at","id");--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";
