CREATE TABLE "documentation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documentation_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"class" text NOT NULL,
	"purpose" text NOT NULL,
	"content" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentation" ADD CONSTRAINT "documentation_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation" ADD CONSTRAINT "documentation_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation" ADD CONSTRAINT "documentation_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentation_legacy_id_key" ON "documentation" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "documentation_company_item_idx" ON "documentation" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documentation_internal_key" ON "documentation" USING btree ("item_id","class") WHERE "documentation"."purpose" = 'internal';