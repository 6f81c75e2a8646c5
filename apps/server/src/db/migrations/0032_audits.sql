CREATE TABLE "audit_auditors" (
	"company_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"until" date NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_auditors_audit_id_user_id_pk" PRIMARY KEY("audit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_snapshot_parts" (
	"company_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"specification_id" uuid NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "audit_snapshot_parts_snapshot_id_specification_id_pk" PRIMARY KEY("snapshot_id","specification_id")
);
--> statement-breakpoint
CREATE TABLE "audit_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" uuid,
	"manifest" text NOT NULL,
	"sha256" text NOT NULL,
	"requirement_count" integer NOT NULL,
	"evidence_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_specifications" (
	"company_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"specification_id" uuid NOT NULL,
	CONSTRAINT "audit_specifications_audit_id_specification_id_pk" PRIMARY KEY("audit_id","specification_id")
);
--> statement-breakpoint
CREATE TABLE "audit_team" (
	"company_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "audit_team_audit_id_user_id_pk" PRIMARY KEY("audit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"scope" text,
	"period_start" date,
	"period_end" date,
	"audit_date" date NOT NULL,
	"lead_auditor_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finding_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"finding_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" uuid,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"audit_id" uuid NOT NULL,
	"requirement_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"root_cause" text,
	"corrective_action" text,
	"owner_id" uuid,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_auditors" ADD CONSTRAINT "audit_auditors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_auditors" ADD CONSTRAINT "audit_auditors_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_auditors" ADD CONSTRAINT "audit_auditors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_auditors" ADD CONSTRAINT "audit_auditors_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_snapshot_parts" ADD CONSTRAINT "audit_snapshot_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_snapshot_parts" ADD CONSTRAINT "audit_snapshot_parts_snapshot_id_audit_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."audit_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_snapshots" ADD CONSTRAINT "audit_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_snapshots" ADD CONSTRAINT "audit_snapshots_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_snapshots" ADD CONSTRAINT "audit_snapshots_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_specifications" ADD CONSTRAINT "audit_specifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_specifications" ADD CONSTRAINT "audit_specifications_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_specifications" ADD CONSTRAINT "audit_specifications_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team" ADD CONSTRAINT "audit_team_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team" ADD CONSTRAINT "audit_team_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team" ADD CONSTRAINT "audit_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_lead_auditor_id_users_id_fk" FOREIGN KEY ("lead_auditor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_auditors_user_idx" ON "audit_auditors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_snapshots_audit_idx" ON "audit_snapshots" USING btree ("audit_id","taken_at");--> statement-breakpoint
CREATE INDEX "audit_specifications_specification_idx" ON "audit_specifications" USING btree ("specification_id");--> statement-breakpoint
CREATE INDEX "audit_team_user_idx" ON "audit_team" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audits_company_idx" ON "audits" USING btree ("company_id","audit_date");--> statement-breakpoint
CREATE INDEX "finding_steps_finding_idx" ON "finding_steps" USING btree ("finding_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "findings_company_number_idx" ON "findings" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "findings_audit_idx" ON "findings" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "findings_requirement_idx" ON "findings" USING btree ("requirement_id");--> statement-breakpoint
CREATE INDEX "findings_owner_idx" ON "findings" USING btree ("owner_id");--> statement-breakpoint
-- A sealed snapshot never changes: the database refuses to update one or its parts, whoever asks. Deleting
-- stays possible, so that deleting a company or an audit takes its snapshots along.
CREATE FUNCTION refuse_sealed_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a sealed snapshot never changes' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_snapshots_sealed" BEFORE UPDATE ON "audit_snapshots"
  FOR EACH ROW EXECUTE FUNCTION refuse_sealed_update();--> statement-breakpoint
CREATE TRIGGER "audit_snapshot_parts_sealed" BEFORE UPDATE ON "audit_snapshot_parts"
  FOR EACH ROW EXECUTE FUNCTION refuse_sealed_update();
