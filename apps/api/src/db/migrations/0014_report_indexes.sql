CREATE INDEX "audit_log_login_actor_idx" ON "audit_log" USING btree ("actor_id","created_at") WHERE "audit_log"."action" = 'auth.login';--> statement-breakpoint
CREATE INDEX "offers_responded_idx" ON "offers" USING btree ("responded_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_created_idx" ON "outbound_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_messages_updated_idx" ON "outbound_messages" USING btree ("updated_at");