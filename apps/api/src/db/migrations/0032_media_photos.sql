-- Issue 30: photos are fetched and kept with their message like voice notes; a stored photo's
-- media step ends in STORED (an audio's in TRANSCRIBED).
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_media_status_check";--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_media_status_check" CHECK ("inbound_messages"."media_status" is null or "inbound_messages"."media_status" in ('PENDING', 'TRANSCRIBED', 'STORED', 'FAILED'));
