CREATE TABLE "risk_matrices" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"medium_from" smallint NOT NULL,
	"high_from" smallint NOT NULL,
	"critical_from" smallint NOT NULL,
	"colours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_matrices_thresholds_check" CHECK (2 <= "risk_matrices"."medium_from" and "risk_matrices"."medium_from" < "risk_matrices"."high_from" and "risk_matrices"."high_from" < "risk_matrices"."critical_from" and "risk_matrices"."critical_from" <= 25)
);
--> statement-breakpoint
CREATE TABLE "threat_treatments" (
	"threat_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"owner_id" uuid,
	"due_date" date,
	"status" text NOT NULL,
	"justification" text,
	"expires_date" date,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threat_treatments_decision_check" CHECK ("threat_treatments"."decision" in ('mitigate', 'accept', 'transfer', 'avoid')),
	CONSTRAINT "threat_treatments_status_check" CHECK ("threat_treatments"."status" in ('planned', 'inProgress', 'done')),
	CONSTRAINT "threat_treatments_expiry_check" CHECK ("threat_treatments"."decision" <> 'accept' or "threat_treatments"."expires_date" is not null)
);
--> statement-breakpoint
DROP INDEX "items_company_prefix_number_key";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "residual_likelihood" smallint;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "residual_consequence" smallint;--> statement-breakpoint
ALTER TABLE "risk_matrices" ADD CONSTRAINT "risk_matrices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_treatments" ADD CONSTRAINT "threat_treatments_threat_id_items_id_fk" FOREIGN KEY ("threat_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_treatments" ADD CONSTRAINT "threat_treatments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_treatments" ADD CONSTRAINT "threat_treatments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_treatments" ADD CONSTRAINT "threat_treatments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threat_treatments_company_idx" ON "threat_treatments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "threat_treatments_owner_id_idx" ON "threat_treatments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "threat_treatments_approved_by_idx" ON "threat_treatments" USING btree ("approved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_prefix_number_key" ON "items" USING btree ("company_id",(case "category" when 'Assets' then 'ASE' when 'Products' then 'PRO' when 'Controls' then 'KON' when 'Threats' then 'RIS' when 'Treatments' then 'TRE' when 'Executions' then 'KON' when 'Causes' then 'CAU' when 'Origins' then 'ORI' when 'Risks' then 'RSK' end),"number");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_residual_likelihood_check" CHECK ("items"."residual_likelihood" between 1 and 5);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_residual_consequence_check" CHECK ("items"."residual_consequence" between 1 and 5);