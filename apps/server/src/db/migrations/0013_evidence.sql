CREATE TABLE "evidence_revisions" (
	"evidence_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text,
	"file_name" text,
	"media_type" text,
	"size" integer,
	"sha256" text,
	"storage_key" text,
	"effective_date" date,
	"expires_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" uuid,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "evidence_revisions_evidence_id_number_pk" PRIMARY KEY("evidence_id","number"),
	CONSTRAINT "evidence_revisions_content_check" CHECK (num_nonnulls("evidence_revisions"."url", "evidence_revisions"."storage_key") = 1)
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid,
	"requirement_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_owner_check" CHECK (num_nonnulls("evidence"."item_id", "evidence"."requirement_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "evidence_revisions" ADD CONSTRAINT "evidence_revisions_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_revisions" ADD CONSTRAINT "evidence_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_revisions" ADD CONSTRAINT "evidence_revisions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_revisions" ADD CONSTRAINT "evidence_revisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_revisions_company_id_idx" ON "evidence_revisions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "evidence_item_id_idx" ON "evidence" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "evidence_requirement_id_idx" ON "evidence" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "evidence_company_id_idx" ON "evidence" USING btree ("company_id");