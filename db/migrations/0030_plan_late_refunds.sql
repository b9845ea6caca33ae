DROP INDEX "refunds_savings_plan_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_savings_plan_idx" ON "refunds" USING btree ("savings_plan_id") WHERE "refunds"."reason" = 'cancellation';