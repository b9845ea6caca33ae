CREATE TYPE "public"."outbox_channel" AS ENUM('mail', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."whatsapp_consent_source" AS ENUM('registration', 'checkout', 'profile', 'counter', 'staff', 'reply');--> statement-breakpoint
CREATE TYPE "public"."whatsapp_delivery" AS ENUM('sent', 'delivered', 'read', 'failed');--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'held';--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"source" "whatsapp_consent_source" NOT NULL,
	"recorded_by" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"last_inbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_inbound_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_message_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"provider_message_id" text NOT NULL,
	"status" "whatsapp_delivery" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"error" text
);
--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" "outbox_channel" DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery" "whatsapp_delivery";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_for" integer;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_user_idx" ON "whatsapp_consents" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_phone_idx" ON "whatsapp_contacts" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbound_message_idx" ON "whatsapp_inbound" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_user_idx" ON "whatsapp_inbound" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_statuses_message_idx" ON "whatsapp_statuses" USING btree ("provider_message_id","status");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_fallback_idx" ON "outbox" USING btree ("fallback_for");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("channel","status","next_attempt_at");