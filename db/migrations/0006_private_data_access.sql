CREATE TYPE "public"."private_data_kind" AS ENUM('guest_identity', 'payment_proof', 'visa_file', 'private_file', 'manifest');--> statement-breakpoint
CREATE TABLE "private_data_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_data_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"kind" "private_data_kind" NOT NULL,
	"booking_id" uuid,
	"file_id" uuid,
	"departure_id" integer,
	"format" text,
	"request_id" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_data_access" ADD CONSTRAINT "private_data_access_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_data_access_created_idx" ON "private_data_access" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "private_data_access_actor_idx" ON "private_data_access" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "private_data_access_booking_idx" ON "private_data_access" USING btree ("booking_id");