DROP INDEX "booking_guests_name_idx";--> statement-breakpoint
DROP INDEX "bookings_departure_status_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "booking_guests_name_search_idx" ON "booking_guests" USING gin (to_tsvector('simple', "full_name"));--> statement-breakpoint
CREATE INDEX "bookings_departure_created_idx" ON "bookings" USING btree ("departure_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total","created_at");--> statement-breakpoint
CREATE INDEX "bookings_currency_idx" ON "bookings" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "bookings_name_search_idx" ON "bookings" USING gin (to_tsvector('simple', "booking_name"));--> statement-breakpoint
CREATE INDEX "payments_reviewed_idx" ON "payments" USING btree ("reviewed_at");--> statement-breakpoint
CREATE INDEX "departures_start_idx" ON "departures" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");