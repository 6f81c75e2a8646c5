CREATE TABLE "mapping_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"version" text,
	"waiting" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_requirement_id" uuid NOT NULL,
	"target_requirement_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"strength" smallint,
	"rationale" text,
	"origin" text NOT NULL,
	"collection_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_mappings_strength_check" CHECK ("requirement_mappings"."strength" between 0 and 10),
	CONSTRAINT "requirement_mappings_not_self_check" CHECK ("requirement_mappings"."source_requirement_id" <> "requirement_mappings"."target_requirement_id")
);
--> statement-breakpoint
ALTER TABLE "specification_elements" ADD COLUMN "oscal_id" text;--> statement-breakpoint
ALTER TABLE "specifications" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "mapping_collections" ADD CONSTRAINT "mapping_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_collections" ADD CONSTRAINT "mapping_collections_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_mappings" ADD CONSTRAINT "requirement_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_mappings" ADD CONSTRAINT "requirement_mappings_source_requirement_id_specification_elements_id_fk" FOREIGN KEY ("source_requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_mappings" ADD CONSTRAINT "requirement_mappings_target_requirement_id_specification_elements_id_fk" FOREIGN KEY ("target_requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_mappings" ADD CONSTRAINT "requirement_mappings_collection_id_mapping_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."mapping_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_mappings" ADD CONSTRAINT "requirement_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_collections_company_source_key" ON "mapping_collections" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_mappings_pair_key" ON "requirement_mappings" USING btree ("source_requirement_id","target_requirement_id");--> statement-breakpoint
CREATE INDEX "requirement_mappings_target_idx" ON "requirement_mappings" USING btree ("target_requirement_id");--> statement-breakpoint
CREATE INDEX "requirement_mappings_collection_idx" ON "requirement_mappings" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "specification_elements_oscal_id_idx" ON "specification_elements" USING btree ("specification_id","oscal_id");--> statement-breakpoint
-- Mappings decide the projected colours a specification's tree may show (issue 15), so they count as a
-- change of the tree like every table 0020 lists.
CREATE CONSTRAINT TRIGGER "requirement_mappings_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "requirement_mappings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();
