CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_labels" (
	"company_id" uuid NOT NULL,
	"item_id" uuid,
	"requirement_id" uuid,
	"label_id" uuid NOT NULL,
	CONSTRAINT "owner_labels_owner_check" CHECK (num_nonnulls("owner_labels"."item_id", "owner_labels"."requirement_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_labels" ADD CONSTRAINT "owner_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_labels" ADD CONSTRAINT "owner_labels_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_labels" ADD CONSTRAINT "owner_labels_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_labels" ADD CONSTRAINT "owner_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_company_name_key" ON "labels" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "owner_labels_item_label_key" ON "owner_labels" USING btree ("item_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_labels_requirement_label_key" ON "owner_labels" USING btree ("requirement_id","label_id");--> statement-breakpoint
CREATE INDEX "owner_labels_label_id_idx" ON "owner_labels" USING btree ("label_id");