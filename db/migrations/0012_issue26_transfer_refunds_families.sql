CREATE TYPE "public"."guest_relation" AS ENUM('spouse', 'parent_child', 'sibling', 'relative', 'none');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'issued';--> statement-breakpoint
CREATE TABLE "departure_stays" (
	"departure_id" integer NOT NULL,
	"city" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_stays_departure_id_city_pk" PRIMARY KEY("departure_id","city"),
	CONSTRAINT "departure_stays_dates" CHECK ("departure_stays"."check_out" > "departure_stays"."check_in")
);
--> statement-breakpoint
DROP INDEX "payments_open_transfer_idx";--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "relation" "guest_relation";--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "related_to" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_bank" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "departure_stays" ADD CONSTRAINT "departure_stays_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_transfer_idx" ON "payments" USING btree ("currency","transfer_amount") WHERE "payments"."status" not in ('confirmed', 'rejected') and "payments"."transfer_amount" is not null;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_relation" CHECK (("booking_guests"."relation" is null or "booking_guests"."relation" = 'none') = ("booking_guests"."related_to" is null) and ("booking_guests"."related_to" is null or ("booking_guests"."related_to" >= 1 and "booking_guests"."related_to" < "booking_guests"."position")));--> statement-breakpoint
-- Hand-written (decision 058), keep when migrations are combined: statement line keys no longer
-- include the bank account chosen at import. Recompute the keys of the lines already stored as
-- statement.rules.ts lineIdentities now does (format|day|description with runs of white space as
-- one space|amount|occurrence among identical lines of the file, SHA-256 in hex). A credit stored
-- twice under two account choices (the defect) gives its new key to the first copy only; later
-- copies keep their old key.
WITH base AS (
  SELECT l.id, l.statement_id,
    concat_ws('|', s.format, to_char(l.posted_on, 'YYYY-MM-DD'), regexp_replace(l.description, '\s+', ' ', 'g'), l.amount::text) AS b
  FROM statement_lines l JOIN bank_statements s ON s.id = l.statement_id
), keyed AS (
  SELECT id, encode(sha256(convert_to(b || '|' || (row_number() OVER (PARTITION BY statement_id, b ORDER BY id) - 1)::text, 'UTF8')), 'hex') AS k
  FROM base
), firsts AS (
  SELECT id, k, row_number() OVER (PARTITION BY k ORDER BY id) AS rn FROM keyed
)
UPDATE statement_lines l SET line_key = f.k FROM firsts f WHERE f.id = l.id AND f.rn = 1;
