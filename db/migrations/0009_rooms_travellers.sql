CREATE TYPE "public"."traveller_type" AS ENUM('adult', 'child', 'infant');--> statement-breakpoint
CREATE TABLE "departure_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departure_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_fares" (
	"departure_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"bed_allotment" integer,
	CONSTRAINT "departure_fares_departure_id_room_type_id_pk" PRIMARY KEY("departure_id","room_type_id"),
	CONSTRAINT "departure_fares_price" CHECK ("departure_fares"."price" >= 0),
	CONSTRAINT "departure_fares_allotment" CHECK ("departure_fares"."bed_allotment" is null or "departure_fares"."bed_allotment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"beds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_beds" CHECK ("room_types"."beds" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "traveller_type" "traveller_type" DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "room_type_id" integer;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "fare" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "room_type_code" text;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "room_type_name" jsonb;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "child_no_bed_price" bigint;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "infant_price" bigint;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "hotel_cities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_rooms" ADD CONSTRAINT "departure_rooms_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_rooms" ADD CONSTRAINT "departure_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_fares" ADD CONSTRAINT "departure_fares_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_fares" ADD CONSTRAINT "departure_fares_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_rooms_departure_idx" ON "departure_rooms" USING btree ("departure_id","room_type_id","position");--> statement-breakpoint
CREATE INDEX "departure_rooms_room_type_idx" ON "departure_rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "departure_fares_room_type_idx" ON "departure_fares" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_package_code_idx" ON "room_types" USING btree ("package_id","code");--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_room_id_departure_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."departure_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_guests_room_type_idx" ON "booking_guests" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "booking_guests_room_idx" ON "booking_guests" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_child_infant_prices" CHECK (("departures"."child_no_bed_price" is null or "departures"."child_no_bed_price" >= 0) and ("departures"."infant_price" is null or "departures"."infant_price" >= 0));