CREATE TYPE "public"."charge_kind" AS ENUM('passport_service', 'vaccination', 'relationship_letter', 'room_upgrade', 'visa_fee', 'admin_fee', 'other', 'discount');--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'charge_added';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'charge_reversed';--> statement-breakpoint
CREATE TABLE "booking_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"kind" charge_kind NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"reverses" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_charges_amount" CHECK ("booking_charges"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charges_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_reverses_booking_charges_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."booking_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_charges_booking_idx" ON "booking_charges" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_charges_reverses_idx" ON "booking_charges" USING btree ("reverses");