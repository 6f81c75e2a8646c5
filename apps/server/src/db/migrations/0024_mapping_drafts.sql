CREATE TABLE "mapping_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mapping_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"applicable" boolean,
	"justification" text,
	"control_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"current_level" smallint,
	"target_level" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mapping_drafts" ADD CONSTRAINT "mapping_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_drafts" ADD CONSTRAINT "mapping_drafts_mapping_id_requirement_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."requirement_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_drafts" ADD CONSTRAINT "mapping_drafts_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_drafts" ADD CONSTRAINT "mapping_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_drafts_mapping_key" ON "mapping_drafts" USING btree ("mapping_id");--> statement-breakpoint
CREATE INDEX "mapping_drafts_requirement_idx" ON "mapping_drafts" USING btree ("requirement_id");