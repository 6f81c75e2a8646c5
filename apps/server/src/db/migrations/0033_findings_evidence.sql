ALTER TABLE "evidence" DROP CONSTRAINT "evidence_owner_check";--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "finding_id" uuid;--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_finding_id_idx" ON "evidence" USING btree ("finding_id");--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_owner_check" CHECK (num_nonnulls("evidence"."item_id", "evidence"."requirement_id", "evidence"."finding_id") = 1);--> statement-breakpoint
-- An open major nonconformity turns its requirement red, so a finding recorded, moved on or deleted changes
-- the trees and reports like every table 0020 lists.
CREATE CONSTRAINT TRIGGER "findings_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "findings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version();
