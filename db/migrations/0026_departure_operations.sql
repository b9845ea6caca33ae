CREATE TYPE "public"."education_level" AS ENUM('none', 'primary', 'junior', 'senior', 'diploma', 'bachelor', 'master', 'doctorate');--> statement-breakpoint
CREATE TYPE "public"."occupation" AS ENUM('civil_servant', 'military_police', 'state_enterprise', 'private_employee', 'entrepreneur', 'trader', 'farmer', 'fisher', 'homemaker', 'student', 'retired', 'other');--> statement-breakpoint
CREATE TYPE "public"."package_kind" AS ENUM('tour', 'umrah');--> statement-breakpoint
CREATE TYPE "public"."kit_handover" AS ENUM('pickup', 'courier');--> statement-breakpoint
CREATE TYPE "public"."kit_item_for" AS ENUM('all', 'male', 'female');--> statement-breakpoint
CREATE TYPE "public"."visa_state" AS ENUM('waiting', 'submitted', 'issued', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."marital_status" ADD VALUE 'divorced';--> statement-breakpoint
ALTER TYPE "public"."marital_status" ADD VALUE 'widowed';--> statement-breakpoint
CREATE TABLE "departure_flights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departure_flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"departs_zone" text NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"arrives_zone" text NOT NULL,
	"pnr" text DEFAULT '' NOT NULL,
	"group_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_flights_times" CHECK ("departure_flights"."arrives_at" > "departure_flights"."departs_at")
);
--> statement-breakpoint
CREATE TABLE "guest_kits" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"size" text,
	"issued_on" date NOT NULL,
	"issued_by" integer,
	"handover" "kit_handover" NOT NULL,
	"courier" text,
	"tracking" text,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_kits_courier" CHECK ("guest_kits"."handover" <> 'courier' or "guest_kits"."tracking" is not null)
);
--> statement-breakpoint
CREATE TABLE "guest_tickets" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"ticket_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_visa_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_visa_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"status" "visa_state" NOT NULL,
	"visa_number" text,
	"reason" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_visas" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"status" "visa_state" NOT NULL,
	"visa_number" text,
	"issued_on" date,
	"expires_on" date,
	"file_id" uuid,
	"reason" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_visas_issued" CHECK ("guest_visas"."status" <> 'issued' or ("guest_visas"."visa_number" is not null and "guest_visas"."issued_on" is not null and "guest_visas"."expires_on" is not null)),
	CONSTRAINT "guest_visas_rejected" CHECK ("guest_visas"."status" <> 'rejected' or "guest_visas"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "manasik_attendance" (
	"session_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manasik_attendance_session_id_guest_id_pk" PRIMARY KEY("session_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "manasik_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manasik_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"teacher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_kit_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_kit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"for" "kit_item_for" DEFAULT 'all' NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "father_name" text;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "passport_name" text;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "passport_office" text;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "education" "education_level";--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "occupation" "occupation";--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "kind" "package_kind" DEFAULT 'tour' NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_briefings" ADD COLUMN "tour_leader" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_briefings" ADD COLUMN "tour_leader_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_stays" ADD COLUMN "hotel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_stays" ADD COLUMN "nusuk_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departure_flights" ADD CONSTRAINT "departure_flights_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_kits" ADD CONSTRAINT "guest_kits_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_kits" ADD CONSTRAINT "guest_kits_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visa_events" ADD CONSTRAINT "guest_visa_events_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visa_events" ADD CONSTRAINT "guest_visa_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visas" ADD CONSTRAINT "guest_visas_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visas" ADD CONSTRAINT "guest_visas_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visas" ADD CONSTRAINT "guest_visas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manasik_attendance" ADD CONSTRAINT "manasik_attendance_session_id_manasik_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."manasik_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manasik_attendance" ADD CONSTRAINT "manasik_attendance_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manasik_attendance" ADD CONSTRAINT "manasik_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manasik_sessions" ADD CONSTRAINT "manasik_sessions_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_kit_items" ADD CONSTRAINT "package_kit_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_flights_departure_idx" ON "departure_flights" USING btree ("departure_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_tickets_number_idx" ON "guest_tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "guest_visa_events_guest_idx" ON "guest_visa_events" USING btree ("guest_id","at");--> statement-breakpoint
CREATE INDEX "manasik_attendance_guest_idx" ON "manasik_attendance" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "manasik_sessions_departure_idx" ON "manasik_sessions" USING btree ("departure_id","starts_at");--> statement-breakpoint
CREATE INDEX "package_kit_items_package_idx" ON "package_kit_items" USING btree ("package_id","position");--> statement-breakpoint
-- An agency's umrah packages until now were told apart by their names only (decision 081); staff may change the kind on the package's form.
UPDATE "packages" SET "kind" = 'umrah' WHERE "code" ILIKE 'umr%' OR "name"::text ILIKE '%umrah%' OR "name"::text ILIKE '%umroh%';
