-- The row trigger on contents fires for edits and deletions only since new items move their feeds once
-- per statement (migration feed_counts_per_statement): its branches for an INSERT go.
CREATE OR REPLACE FUNCTION "feed_post_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := OLD.root_id IS NULL AND NOT (OLD.status = 'DELETED' AND OLD.total_child_count = 0);
  new_counts boolean := false;
  delta integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    new_counts := NEW.root_id IS NULL AND NOT (NEW.status = 'DELETED' AND NEW.total_child_count = 0);
  END IF;
  IF OLD.instrument_id IS NOT NULL THEN
    delta := CASE WHEN old_counts THEN -1 ELSE 0 END;
    IF TG_OP = 'UPDATE' AND new_counts AND NEW.instrument_id IS NOT DISTINCT FROM OLD.instrument_id THEN
      delta := delta + 1;
    END IF;
    PERFORM "feed_touch"('instrument:' || OLD.instrument_id, delta);
  END IF;
  IF OLD.group_id IS NOT NULL THEN
    delta := CASE WHEN old_counts THEN -1 ELSE 0 END;
    IF TG_OP = 'UPDATE' AND new_counts AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id THEN
      delta := delta + 1;
    END IF;
    PERFORM "feed_touch"('group:' || OLD.group_id, delta);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.instrument_id IS NOT NULL AND NEW.instrument_id IS DISTINCT FROM OLD.instrument_id THEN
    PERFORM "feed_touch"('instrument:' || NEW.instrument_id, CASE WHEN new_counts THEN 1 ELSE 0 END);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.group_id IS NOT NULL AND NEW.group_id IS DISTINCT FROM OLD.group_id THEN
    PERFORM "feed_touch"('group:' || NEW.group_id, CASE WHEN new_counts THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END
$$;
