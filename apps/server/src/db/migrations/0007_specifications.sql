CREATE TABLE "maturities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "maturities_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"class_id" text NOT NULL,
	"level" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maturities_level_check" CHECK ("maturities"."level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "requirement_assessments" (
	"requirement_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"applicable" boolean,
	"justification" text,
	"deadline" date,
	"implemented" date,
	"expires" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_controls" (
	"company_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"control_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_controls_requirement_id_control_id_pk" PRIMARY KEY("requirement_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_relations" (
	"company_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_relations_requirement_id_item_id_pk" PRIMARY KEY("requirement_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "specification_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "specification_elements_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"specification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"text" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "specifications_legacy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" text,
	"source" text NOT NULL,
	"source_id" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_item_id_type_pk";--> statement-breakpoint
ALTER TABLE "documentation" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentation" ADD COLUMN "requirement_id" uuid;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "requirement_id" uuid;--> statement-breakpoint
ALTER TABLE "maturities" ADD CONSTRAINT "maturities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maturities" ADD CONSTRAINT "maturities_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_assessments" ADD CONSTRAINT "requirement_assessments_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_assessments" ADD CONSTRAINT "requirement_assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_controls" ADD CONSTRAINT "requirement_controls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_controls" ADD CONSTRAINT "requirement_controls_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_controls" ADD CONSTRAINT "requirement_controls_control_id_items_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_relations" ADD CONSTRAINT "requirement_relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_relations" ADD CONSTRAINT "requirement_relations_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_relations" ADD CONSTRAINT "requirement_relations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_elements" ADD CONSTRAINT "specification_elements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_elements" ADD CONSTRAINT "specification_elements_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_elements" ADD CONSTRAINT "specification_elements_parent_id_specification_elements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maturities_legacy_id_key" ON "maturities" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maturities_requirement_class_key" ON "maturities" USING btree ("requirement_id","class_id");--> statement-breakpoint
CREATE INDEX "requirement_controls_control_id_idx" ON "requirement_controls" USING btree ("control_id");--> statement-breakpoint
CREATE INDEX "requirement_relations_item_id_idx" ON "requirement_relations" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specification_elements_legacy_id_key" ON "specification_elements" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specification_elements_code_key" ON "specification_elements" USING btree ("specification_id","code");--> statement-breakpoint
CREATE INDEX "specification_elements_parent_id_idx" ON "specification_elements" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "specification_elements_company_idx" ON "specification_elements" USING btree ("company_id","specification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specifications_legacy_id_key" ON "specifications" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "specifications_company_source_idx" ON "specifications" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE INDEX "specifications_name_trgm_idx" ON "specifications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "documentation" ADD CONSTRAINT "documentation_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentation_requirement_internal_key" ON "documentation" USING btree ("requirement_id","class") WHERE "documentation"."purpose" = 'internal';--> statement-breakpoint
CREATE INDEX "documentation_company_requirement_idx" ON "documentation" USING btree ("company_id","requirement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_item_type_key" ON "assignments" USING btree ("item_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_requirement_type_key" ON "assignments" USING btree ("requirement_id","type");--> statement-breakpoint
CREATE INDEX "items_control_text_idx" ON "items" USING gin (to_tsvector('english'::regconfig, coalesce("name", '') || ' ' || coalesce("title", '') || ' ' || coalesce("definition", ''))) WHERE "items"."category" = 'Controls';--> statement-breakpoint
ALTER TABLE "documentation" ADD CONSTRAINT "documentation_owner_check" CHECK (num_nonnulls("documentation"."item_id", "documentation"."requirement_id") = 1);--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_owner_check" CHECK (num_nonnulls("assignments"."item_id", "assignments"."requirement_id") = 1);