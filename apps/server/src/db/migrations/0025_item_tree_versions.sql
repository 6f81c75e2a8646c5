-- A change of an item counted for every tree of its company (0020), so each new or edited asset made every
-- kept tree and report stale, and every writer of the company queued on its tree_versions row at commit. An
-- item shows in a tree or report only through a requirement's links (requirement_relations,
-- requirement_controls, which count themselves, also when a delete cascades to them), as an execution of a
-- linked control (the colours), or as the asset of such an execution: only those changes count now. A new
-- item is linked to nothing yet, unless it is an execution.
CREATE FUNCTION "bump_tree_version_of"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := 'praxis.tree_bumped_' || replace(company::text, '-', '_');
BEGIN
  IF current_setting(bumped, true) = 'yes' THEN
    RETURN;
  END IF;
  PERFORM set_config(bumped, 'yes', true);
  INSERT INTO "tree_versions" AS v ("company_id", "version") VALUES (company, 1)
    ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_tree_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_tree_version_of(OLD.company_id);
  ELSE
    PERFORM bump_tree_version_of(NEW.company_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_tree_version_of_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
  changed_company uuid;
  changed_category text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD.id; changed_company := OLD.company_id; changed_category := OLD.category;
  ELSE
    changed := NEW.id; changed_company := NEW.company_id; changed_category := NEW.category;
  END IF;
  IF changed_category = 'Executions'
    OR (TG_OP = 'UPDATE' AND (
      EXISTS (SELECT 1 FROM "requirement_relations" r WHERE r.item_id = changed)
      OR EXISTS (SELECT 1 FROM "requirement_controls" c WHERE c.control_id = changed)
      OR EXISTS (SELECT 1 FROM "items" e WHERE e.asset_id = changed)))
  THEN
    PERFORM bump_tree_version_of(changed_company);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "items_tree_version" ON "items";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_tree_version" AFTER INSERT OR UPDATE OR DELETE ON "items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_tree_version_of_item();
