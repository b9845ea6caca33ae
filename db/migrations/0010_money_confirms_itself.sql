CREATE TYPE "public"."refund_reason" AS ENUM('cancellation', 'late_payment');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('due', 'paid');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('before_7', 'before_1', 'overdue');--> statement-breakpoint
CREATE TYPE "public"."statement_line_status" AS ENUM('unmatched', 'matched', 'confirmed', 'ignored');--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'payment_failed';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'payment_late';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'refund_created';--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'refund_paid';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'online';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"bank_account_id" integer,
	"currency" text NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"new_line_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"payment_id" integer,
	"provider_txn_id" text,
	"event_status" text,
	"signature_ok" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"source" text DEFAULT 'notification' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"booking_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_booking_id_due_on_kind_pk" PRIMARY KEY("booking_id","due_on","kind")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"payment_id" integer,
	"reason" "refund_reason" NOT NULL,
	"currency" text NOT NULL,
	"paid_total" bigint NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" "refund_status" DEFAULT 'due' NOT NULL,
	"reference" text,
	"proof_file_id" uuid,
	"note" text,
	"created_by" integer,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_money" CHECK ("refunds"."amount" >= 0 and "refunds"."penalty" >= 0 and "refunds"."admin_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "statement_line_status" DEFAULT 'unmatched' NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'IDR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unique_code" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_checkout_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_txn_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "statement_line_id" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "full_payment_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[{"from_days":45,"percent":10,"fixed":null},{"from_days":30,"percent":25,"fixed":null},{"from_days":14,"percent":50,"fixed":null},{"from_days":7,"percent":100,"fixed":null}],"admin_fee":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_received_idx" ON "payment_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_idx" ON "refunds" USING btree ("booking_id") WHERE "refunds"."reason" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_key_idx" ON "statement_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "statement_lines_status_idx" ON "statement_lines" USING btree ("status","posted_on");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_transfer_idx" ON "payments" USING btree ("currency","transfer_amount") WHERE "payments"."status" = 'pending' and "payments"."transfer_amount" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_txn_idx" ON "payments" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_statement_line_idx" ON "payments" USING btree ("statement_line_id");--> statement-breakpoint
CREATE INDEX "payments_provider_checkout_idx" ON "payments" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "payments_open_online_idx" ON "payments" USING btree ("status","provider") WHERE "payments"."provider" is not null;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_full_payment_days" CHECK ("packages"."full_payment_days" >= 0 and "packages"."full_payment_days" <= 365);--> statement-breakpoint
-- Existing data (decision 035): payments take their booking's currency; bookings their full-payment
-- due date at the default 30 days before departure (never before the day they were made).
UPDATE "payments" SET "currency" = b."currency" FROM "bookings" b WHERE b."id" = "payments"."booking_id";--> statement-breakpoint
UPDATE "bookings" SET "balance_due_on" = greatest(d."start_date" - 30, ("bookings"."created_at" at time zone 'UTC')::date) FROM "departures" d WHERE d."id" = "bookings"."departure_id";
