CREATE TYPE "public"."account_closure_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."document_applies_to" AS ENUM('all', 'adults', 'children', 'women');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('passport', 'passport_photo', 'national_id', 'family_card', 'meningitis', 'relationship');--> statement-breakpoint
CREATE TYPE "public"."guest_document_status" AS ENUM('submitted', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."meningitis_vaccine" AS ENUM('polysaccharide', 'conjugate');--> statement-breakpoint
ALTER TYPE "public"."private_data_kind" ADD VALUE 'guest_document';--> statement-breakpoint
ALTER TYPE "public"."private_data_kind" ADD VALUE 'readiness';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'document_submitted';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'document_verified';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'document_rejected';--> statement-breakpoint
CREATE TABLE "account_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" "account_closure_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_purges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"files_deleted" integer NOT NULL,
	"retention_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"departure_id" integer,
	"sent_by" integer,
	"documents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"status" "guest_document_status" DEFAULT 'submitted' NOT NULL,
	"file_id" uuid,
	"vaccine" "meningitis_vaccine",
	"vaccinated_on" date,
	"rejection_reason" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"file_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_document_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_document_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"applies_to" "document_applies_to" DEFAULT 'all' NOT NULL,
	"due_days" integer DEFAULT 30 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_document_requirements_due_days" CHECK ("package_document_requirements"."due_days" >= 0 and "package_document_requirements"."due_days" <= 365)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "data_consent_version" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "document_retention_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_guest_id_booking_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_document_requirements" ADD CONSTRAINT "package_document_requirements_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_closures_pending_idx" ON "account_closures" USING btree ("user_id") WHERE "account_closures"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_closures_status_idx" ON "account_closures" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "document_purges_departure_idx" ON "document_purges" USING btree ("departure_id","created_at");--> statement-breakpoint
CREATE INDEX "document_reminders_booking_idx" ON "document_reminders" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "document_reminders_departure_idx" ON "document_reminders" USING btree ("departure_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_documents_guest_kind_idx" ON "guest_documents" USING btree ("guest_id","kind");--> statement-breakpoint
CREATE INDEX "guest_documents_booking_idx" ON "guest_documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "guest_documents_status_idx" ON "guest_documents" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "guest_documents_file_idx" ON "guest_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_document_requirements_kind_idx" ON "package_document_requirements" USING btree ("package_id","kind");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_document_retention_days" CHECK ("settings"."document_retention_days" >= 1 and "settings"."document_retention_days" <= 3650);