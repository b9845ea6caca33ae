ALTER TABLE "settings" ADD COLUMN "ppiu_licence" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "ppiu_licence_date" date;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_number" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "kpk_licence" text;