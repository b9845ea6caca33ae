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
ALTER TABLE "departures" ADD CONSTRAINT "departures_child_infant_prices" CHECK (("departures"."child_no_bed_price" is null or "departures"."child_no_bed_price" >= 0) and ("departures"."infant_price" is null or "departures"."infant_price" >= 0));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seats" integer;--> statement-breakpoint
-- Every guest of an existing booking is an adult (below), so every one of them holds a seat.
UPDATE "bookings" SET "seats" = "pax";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "seats" SET NOT NULL;--> statement-breakpoint
-- Existing data becomes rooms and travellers (docs/decisions/030-rooms-and-travellers-data.md).
-- 1. The room choices of each package: details of a single-choice extra price named as a room
--    choice (room, kamar or bilik in any language: the words the manifest recognised so far).
--    Beds from the detail's name (Quad 4, Triple 3, Double or Twin 2, Single 1, Quint 5), else
--    from a digit 1 to 6 in it, else 2; the code is that word (or "room"), made unique per package.
CREATE TEMPORARY TABLE "room_conversion" AS
SELECT
  "c"."package_id", "c"."detail_id", "c"."name", "c"."sort_order", "c"."extra", "c"."per", "c"."beds",
  CASE WHEN row_number() OVER (PARTITION BY "c"."package_id", "c"."word" ORDER BY "c"."sort_order", "c"."detail_id") = 1
    THEN "c"."word"
    ELSE "c"."word" || '-' || "c"."detail_id" END AS "code",
  NULL::integer AS "room_type_id"
FROM (
  SELECT
    "pa"."package_id", "d"."id" AS "detail_id", "d"."name", "pa"."sort_order" * 1000 + "d"."sort_order" AS "sort_order",
    "d"."price" AS "extra", "d"."per",
    coalesce(lower(substring("n"."text" from '(?i)\m(quad|triple|double|twin|single|quint)\M')), 'room') AS "word",
    CASE lower(substring("n"."text" from '(?i)\m(quad|triple|double|twin|single|quint)\M'))
      WHEN 'quad' THEN 4 WHEN 'triple' THEN 3 WHEN 'double' THEN 2 WHEN 'twin' THEN 2
      WHEN 'single' THEN 1 WHEN 'quint' THEN 5
      ELSE coalesce(substring("n"."text" from '\m([1-6])\M')::integer, 2) END AS "beds"
  FROM "package_attributes" "pa"
  JOIN "attributes" "a" ON "a"."id" = "pa"."attribute_id"
  JOIN "attribute_details" "d" ON "d"."attribute_id" = "a"."id"
  CROSS JOIN LATERAL (SELECT concat_ws(' ', "d"."name"->>'id', "d"."name"->>'en', "d"."name"->>'my') AS "text") "n"
  WHERE "a"."choice_rule" = 'single'
    AND concat_ws(' ', "a"."name"->>'id', "a"."name"->>'en', "a"."name"->>'my') ~* '\m(room|rooms|kamar|bilik)\M'
) "c";
--> statement-breakpoint
INSERT INTO "room_types" ("package_id", "code", "name", "beds", "sort_order")
SELECT "package_id", "code", "name", "beds", "sort_order" FROM "room_conversion";
--> statement-breakpoint
UPDATE "room_conversion" "rc" SET "room_type_id" = "rt"."id"
FROM "room_types" "rt" WHERE "rt"."package_id" = "rc"."package_id" AND "rt"."code" = "rc"."code";
--> statement-breakpoint
-- 2. Their fares on every departure: the departure's price (override, else the base price) plus
--    the detail's price when it was per pax (a per-booking price cannot be split into beds).
INSERT INTO "departure_fares" ("departure_id", "room_type_id", "price")
SELECT "d"."id", "rc"."room_type_id",
  coalesce("d"."price_override", "p"."base_price") + CASE WHEN "rc"."per" = 'pax' THEN "rc"."extra" ELSE 0 END
FROM "room_conversion" "rc"
JOIN "departures" "d" ON "d"."package_id" = "rc"."package_id"
JOIN "packages" "p" ON "p"."id" = "rc"."package_id";
--> statement-breakpoint
-- The room choice is now the room type: unlinked from the converted packages, so it is not
-- charged twice (the extra price itself stays for the agency to delete).
DELETE FROM "package_attributes" "pa"
USING "attributes" "a"
WHERE "a"."id" = "pa"."attribute_id"
  AND "a"."choice_rule" = 'single'
  AND concat_ws(' ', "a"."name"->>'id', "a"."name"->>'en', "a"."name"->>'my') ~* '\m(room|rooms|kamar|bilik)\M'
  AND EXISTS (SELECT 1 FROM "room_conversion" "rc" WHERE "rc"."package_id" = "pa"."package_id");
--> statement-breakpoint
-- 3. Every other package: one room type at its current price on each departure.
INSERT INTO "room_types" ("package_id", "code", "name", "beds", "sort_order")
SELECT "p"."id", 'standard', '{"id":"Standar","en":"Standard","my":"Standard"}'::jsonb, 2, 0
FROM "packages" "p"
WHERE NOT EXISTS (SELECT 1 FROM "room_types" "rt" WHERE "rt"."package_id" = "p"."id");
--> statement-breakpoint
INSERT INTO "departure_fares" ("departure_id", "room_type_id", "price")
SELECT "d"."id", "rt"."id", coalesce("d"."price_override", "p"."base_price")
FROM "departures" "d"
JOIN "packages" "p" ON "p"."id" = "d"."package_id"
JOIN "room_types" "rt" ON "rt"."package_id" = "p"."id" AND "rt"."code" = 'standard'
WHERE NOT EXISTS (SELECT 1 FROM "room_conversion" "rc" WHERE "rc"."package_id" = "p"."id");
--> statement-breakpoint
-- 4. Existing guests: adults whose fare is the booking's per-pax price (so the fares add up to
--    the booking's subtotal; a room chosen as an extra stays in its extras as sold), in the room
--    type of the room chosen (or the package's only standard room type), with its code and the
--    name it was sold under.
UPDATE "booking_guests" "g"
SET "traveller_type" = 'adult', "fare" = "b"."unit_price"
FROM "bookings" "b"
WHERE "b"."id" = "g"."booking_id";
--> statement-breakpoint
UPDATE "booking_guests" "g"
SET "room_type_id" = "rc"."room_type_id", "room_type_code" = "rc"."code", "room_type_name" = "x"."name"
FROM "bookings" "b"
JOIN "booking_extras" "x" ON "x"."booking_id" = "b"."id"
JOIN "room_conversion" "rc" ON "rc"."detail_id" = "x"."detail_id" AND "rc"."package_id" = "b"."package_id"
WHERE "b"."id" = "g"."booking_id";
--> statement-breakpoint
UPDATE "booking_guests" "g"
SET "room_type_id" = "rt"."id", "room_type_code" = "rt"."code", "room_type_name" = "rt"."name"
FROM "bookings" "b"
JOIN "room_types" "rt" ON "rt"."package_id" = "b"."package_id" AND "rt"."code" = 'standard'
WHERE "b"."id" = "g"."booking_id"
  AND NOT EXISTS (SELECT 1 FROM "room_conversion" "rc" WHERE "rc"."package_id" = "b"."package_id");
--> statement-breakpoint
DROP TABLE "room_conversion";
