CREATE TABLE "specification_parameter_values" (
	"company_id" uuid NOT NULL,
	"specification_id" uuid NOT NULL,
	"param_id" text NOT NULL,
	"text" text,
	"choices" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specification_parameter_values_specification_id_param_id_pk" PRIMARY KEY("specification_id","param_id")
);
--> statement-breakpoint
CREATE TABLE "specification_parameters" (
	"company_id" uuid NOT NULL,
	"specification_id" uuid NOT NULL,
	"param_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	"label" text,
	"how_many" text,
	"choices" text[],
	"guidelines" text,
	"values" text[] NOT NULL,
	"requirement_ids" uuid[] NOT NULL,
	CONSTRAINT "specification_parameters_specification_id_param_id_pk" PRIMARY KEY("specification_id","param_id")
);
--> statement-breakpoint
ALTER TABLE "specification_parameter_values" ADD CONSTRAINT "specification_parameter_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_parameter_values" ADD CONSTRAINT "specification_parameter_values_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_parameters" ADD CONSTRAINT "specification_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_parameters" ADD CONSTRAINT "specification_parameters_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specification_parameter_values_company_idx" ON "specification_parameter_values" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "specification_parameters_company_idx" ON "specification_parameters" USING btree ("company_id");--> statement-breakpoint
-- The report shows each statement with its parameters' values, so both tables count as a change of the
-- trees and reports like every table 0020 and 0021 list.
CREATE CONSTRAINT TRIGGER "specification_parameters_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "specification_parameters"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "specification_parameter_values_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "specification_parameter_values"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();
