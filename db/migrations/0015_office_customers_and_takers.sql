ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_taken_by_idx" ON "bookings" USING btree ("taken_by");