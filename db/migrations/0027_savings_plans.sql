CREATE TYPE "public"."savings_plan_status" AS ENUM('open', 'converted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."savings_reminder_kind" AS ENUM('before', 'overdue');--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "savings_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"package_id" integer,
	"room_type_id" integer,
	"room_type_name" jsonb,
	"target_amount" bigint NOT NULL,
	"months" integer NOT NULL,
	"monthly_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"starts_on" date NOT NULL,
	"status" "savings_plan_status" DEFAULT 'open' NOT NULL,
	"booking_id" uuid,
	"converted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"opened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_plans_money" CHECK ("savings_plans"."months" between 1 and 120 and "savings_plans"."monthly_amount" > 0 and "savings_plans"."target_amount" > 0),
	CONSTRAINT "savings_plans_converted" CHECK (("savings_plans"."status" = 'converted') = ("savings_plans"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "savings_reminders" (
	"plan_id" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" "savings_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_reminders_plan_id_month_kind_pk" PRIMARY KEY("plan_id","month","kind")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "savings_plan_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "savings_plan_id" integer;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_reminders" ADD CONSTRAINT "savings_reminders_plan_id_savings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_code_idx" ON "savings_plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "savings_plans_customer_idx" ON "savings_plans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "savings_plans_status_idx" ON "savings_plans" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "savings_plans_branch_idx" ON "savings_plans" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_booking_idx" ON "savings_plans" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_savings_plan_id_savings_plans_id_fk" FOREIGN KEY ("savings_plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_savings_plan_id_savings_plans_id_fk" FOREIGN KEY ("savings_plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_savings_plan_idx" ON "payments" USING btree ("savings_plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_savings_plan_idx" ON "refunds" USING btree ("savings_plan_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner" CHECK ("payments"."booking_id" is not null or "payments"."savings_plan_id" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_owner" CHECK (("refunds"."booking_id" is null) <> ("refunds"."savings_plan_id" is null));