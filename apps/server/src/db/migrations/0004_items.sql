-- Trigram indexes serve the case-insensitive substring search of item names (spec §5).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "assignments" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_item_id_type_pk" PRIMARY KEY("item_id","type"),
	CONSTRAINT "assignments_type_check" CHECK ("assignments"."type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "categories_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"item_category" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"deadline" date,
	"implemented" date,
	"expires" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "items_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"title" text,
	"definition" text,
	"instruction" text,
	"asset_class" smallint,
	"sub_class_id" uuid,
	"category_id" uuid,
	"sub_category_id" uuid,
	"type" text,
	"likelihood" smallint,
	"consequence" smallint,
	"control_id" uuid,
	"asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_name_check" CHECK (("items"."category" = 'Executions') = ("items"."name" is null)),
	CONSTRAINT "items_asset_class_check" CHECK ("items"."asset_class" between 1 and 4),
	CONSTRAINT "items_likelihood_check" CHECK ("items"."likelihood" between 1 and 5),
	CONSTRAINT "items_consequence_check" CHECK ("items"."consequence" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_filters_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "sub_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sub_classes_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"asset_class" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_classes_asset_class_check" CHECK ("sub_classes"."asset_class" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_parent_id_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_relations" ADD CONSTRAINT "item_relations_child_id_items_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sub_class_id_sub_classes_id_fk" FOREIGN KEY ("sub_class_id") REFERENCES "public"."sub_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_control_id_items_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_asset_id_items_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_classes" ADD CONSTRAINT "sub_classes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_user_id_idx" ON "assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_legacy_id_key" ON "categories" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_company_name_key" ON "categories" USING btree ("company_id","item_category",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_relations_parent_child_key" ON "item_relations" USING btree ("parent_id","child_id");--> statement-breakpoint
CREATE INDEX "item_relations_child_id_idx" ON "item_relations" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_legacy_id_key" ON "items" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_category_number_key" ON "items" USING btree ("company_id","category","number");--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_control_id_idx" ON "items" USING btree ("control_id");--> statement-breakpoint
CREATE INDEX "items_asset_id_idx" ON "items" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_execution_key" ON "items" USING btree ("control_id","asset_id") WHERE "items"."control_id" is not null and "items"."asset_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_classes_legacy_id_key" ON "sub_classes" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_classes_company_name_key" ON "sub_classes" USING btree ("company_id","asset_class",lower("name"));