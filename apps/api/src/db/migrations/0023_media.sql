-- Issue 30: voice notes and photos become leads. The stored media (a storage key, never a path),
-- its sniffed type and size, the transcript of an audio, and where the media step stands.
ALTER TABLE "inbound_messages" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "media_mime" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "media_size" integer;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "media_status" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_media_status_check" CHECK ("inbound_messages"."media_status" is null or "inbound_messages"."media_status" in ('PENDING', 'TRANSCRIBED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_unserved_reason_check";--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_unserved_reason_check" CHECK ("inbound_messages"."unserved_reason" is null or "inbound_messages"."unserved_reason" in ('no_company', 'no_balance', 'not_understood', 'media_without_text'));
