CREATE TABLE "tree_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Counts, per company, the statements that changed what a specification tree shows (schema/specifications.ts,
-- treeVersions). In the writing transaction, so a reader that sees the new count also sees the change.
CREATE FUNCTION "bump_tree_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tree_versions" AS v ("company_id", "version")
    SELECT DISTINCT "company_id", 1 FROM "changed_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['specification_elements', 'requirement_assessments', 'checkpoints',
    'requirement_relations', 'requirement_controls', 'items', 'evidence', 'evidence_revisions',
    'owner_labels', 'labels']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_tree_versions()', t || '_tree_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_tree_versions()', t || '_tree_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_tree_versions()', t || '_tree_delete', t);
  END LOOP;
END
$$;
