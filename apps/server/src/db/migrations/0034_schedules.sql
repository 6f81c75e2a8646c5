CREATE TABLE "schedule_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_on" date,
	"comment" text,
	"evidence_id" uuid,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone,
	CONSTRAINT "schedule_occurrences_status_check" CHECK (("schedule_occurrences"."status" = 'open' and "schedule_occurrences"."done_on" is null) or ("schedule_occurrences"."status" = 'done' and "schedule_occurrences"."done_on" is not null) or ("schedule_occurrences"."status" = 'skipped' and "schedule_occurrences"."comment" is not null))
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid,
	"requirement_id" uuid,
	"evidence_id" uuid,
	"subject" text NOT NULL,
	"rule" text NOT NULL,
	"starts_on" date NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"planned_until" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_owner_check" CHECK (num_nonnulls("schedules"."item_id", "schedules"."requirement_id", "schedules"."evidence_id") = 1),
	CONSTRAINT "schedules_evidence_subject_check" CHECK ("schedules"."evidence_id" is null or "schedules"."subject" = 'work'),
	CONSTRAINT "schedules_grace_days_check" CHECK ("schedules"."grace_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_evidence_id_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_occurrences_schedule_due_key" ON "schedule_occurrences" USING btree ("schedule_id","due_on");--> statement-breakpoint
CREATE INDEX "schedule_occurrences_company_status_idx" ON "schedule_occurrences" USING btree ("company_id","status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_item_subject_key" ON "schedules" USING btree ("item_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_requirement_subject_key" ON "schedules" USING btree ("requirement_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_evidence_key" ON "schedules" USING btree ("evidence_id");--> statement-breakpoint
CREATE INDEX "schedules_company_id_idx" ON "schedules" USING btree ("company_id");--> statement-breakpoint
-- A missed occurrence turns its requirement red, so planning, recording and replanning change the trees and
-- reports like every table 0020 lists.
CREATE CONSTRAINT TRIGGER "schedules_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "schedules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedule_occurrences_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "schedule_occurrences"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();
