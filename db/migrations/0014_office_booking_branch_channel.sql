CREATE TYPE "public"."booking_channel" AS ENUM('web', 'office', 'phone', 'whatsapp', 'agent');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" "booking_channel" DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taken_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_created_idx" ON "bookings" USING btree ("branch_id","created_at");