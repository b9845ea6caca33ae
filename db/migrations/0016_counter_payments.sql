ALTER TYPE "public"."payment_method" ADD VALUE 'cash';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'debit_card';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'counter_transfer';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'cheque';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_day_idx" ON "payments" USING btree ("payment_date");