ALTER TYPE "public"."booking_event_kind" ADD VALUE 'agent_changed';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_agent_created_idx" ON "bookings" USING btree ("agent_id","created_at");