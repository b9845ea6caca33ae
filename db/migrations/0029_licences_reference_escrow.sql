CREATE TABLE "package_price_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_price_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"reason" text NOT NULL,
	"lowest_price" bigint NOT NULL,
	"reference_price" bigint NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "ad_approval_serial" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "is_escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "umrah_reference_price" bigint DEFAULT 2300000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_price_reasons" ADD CONSTRAINT "package_price_reasons_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_price_reasons" ADD CONSTRAINT "package_price_reasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_price_reasons_package_idx" ON "package_price_reasons" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_escrow_idx" ON "bank_accounts" USING btree ("is_escrow") WHERE "bank_accounts"."is_escrow";