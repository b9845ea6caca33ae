CREATE TYPE "public"."agreement_acceptance" AS ENUM('checkout', 'in_person');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreement_version" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreement_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreement_acceptance" "agreement_acceptance";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreement_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agreement_recorded_by_users_id_fk" FOREIGN KEY ("agreement_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;