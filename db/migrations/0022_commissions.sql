CREATE TYPE "public"."commission_line_kind" AS ENUM('earned', 'override', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."commission_override_kind" AS ENUM('none', 'fixed', 'difference');--> statement-breakpoint
CREATE TYPE "public"."commission_scheme_kind" AS ENUM('fixed', 'percent');--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "commission_line_kind" NOT NULL,
	"round" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"basis" jsonb NOT NULL,
	"reverses" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_lines_reversal" CHECK (("commission_lines"."kind" = 'reversal') = ("commission_lines"."reverses" is not null)),
	CONSTRAINT "commission_lines_sign" CHECK (("commission_lines"."kind" = 'reversal') = ("commission_lines"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"receipt_file_id" uuid NOT NULL,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payouts_total" CHECK ("commission_payouts"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer,
	"kind" "commission_scheme_kind" NOT NULL,
	"currency" text NOT NULL,
	"adult_amount" bigint DEFAULT 0 NOT NULL,
	"child_amount" bigint DEFAULT 0 NOT NULL,
	"infant_amount" bigint DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"override_kind" "commission_override_kind" DEFAULT 'none' NOT NULL,
	"override_amount" bigint DEFAULT 0 NOT NULL,
	"upline_adult_amount" bigint DEFAULT 0 NOT NULL,
	"upline_child_amount" bigint DEFAULT 0 NOT NULL,
	"upline_infant_amount" bigint DEFAULT 0 NOT NULL,
	"upline_percent_bp" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_schemes_amounts" CHECK (least("commission_schemes"."adult_amount", "commission_schemes"."child_amount", "commission_schemes"."infant_amount", "commission_schemes"."override_amount", "commission_schemes"."upline_adult_amount", "commission_schemes"."upline_child_amount", "commission_schemes"."upline_infant_amount") >= 0),
	CONSTRAINT "commission_schemes_percent" CHECK ("commission_schemes"."percent_bp" between 0 and 10000 and "commission_schemes"."upline_percent_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_reverses_commission_lines_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."commission_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_payout_id_commission_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."commission_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_schemes" ADD CONSTRAINT "commission_schemes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_schemes" ADD CONSTRAINT "commission_schemes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_once_idx" ON "commission_lines" USING btree ("booking_id","agent_id","kind","round") WHERE "commission_lines"."kind" in ('earned', 'override');--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_reverses_idx" ON "commission_lines" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "commission_lines_agent_idx" ON "commission_lines" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_lines_booking_idx" ON "commission_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "commission_lines_payout_idx" ON "commission_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "commission_payouts_agent_idx" ON "commission_payouts" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_schemes_package_idx" ON "commission_schemes" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_schemes_default_idx" ON "commission_schemes" USING btree (("package_id" is null)) WHERE "commission_schemes"."package_id" is null;