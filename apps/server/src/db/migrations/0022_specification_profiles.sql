CREATE TABLE "specification_documents" (
	"specification_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specifications" ADD COLUMN "tailored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specifications" ADD COLUMN "source_catalog_id" uuid;--> statement-breakpoint
ALTER TABLE "specification_documents" ADD CONSTRAINT "specification_documents_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_documents" ADD CONSTRAINT "specification_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_source_catalog_id_specifications_id_fk" FOREIGN KEY ("source_catalog_id") REFERENCES "public"."specifications"("id") ON DELETE set null ON UPDATE no action;