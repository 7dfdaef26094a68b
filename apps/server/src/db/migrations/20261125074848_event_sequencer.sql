-- The event log's sequencer. Writers append to "community_event_outbox" without any lock and announce
-- "pending" on "havn_events"; whichever process hears it calls this function, which moves up to
-- `batch` pending events (oldest "seq" first) into "community_events" and announces their new ids.
-- Only the sequencer takes the lock, from drawing the ids to its commit, so the log's ids rise in
-- commit order ("everything after id N" never misses a later-committed lower id) while writers run in
-- parallel. One statement, one round trip: in a plpgsql function each statement reads with a fresh
-- snapshot, so the move sees every event committed before the lock was granted. Returns how many moved.
CREATE FUNCTION "community_events_sequence"(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  new_ids bigint[];
  total integer;
BEGIN
  -- Nothing pending (another process moved it already): no lock, no transaction id.
  IF NOT EXISTS (SELECT 1 FROM "community_event_outbox") THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(4812202700);
  WITH pending AS (
    DELETE FROM "community_event_outbox"
    WHERE "seq" IN (SELECT "seq" FROM "community_event_outbox" ORDER BY "seq" LIMIT batch)
    RETURNING *
  ), inserted AS (
    INSERT INTO "community_events" ("topic", "type", "payload", "created_at")
    SELECT "topic", "type", "payload", "created_at" FROM pending ORDER BY "seq"
    RETURNING "id"
  )
  SELECT array_agg("id" ORDER BY "id") INTO new_ids FROM inserted;
  total := coalesce(array_length(new_ids, 1), 0);
  -- A notification holds at most 8000 bytes: ids go 400 to one, in order.
  FOR chunk_start IN 1 .. total BY 400 LOOP
    PERFORM pg_notify('havn_events', array_to_string(new_ids[chunk_start:chunk_start + 399], ','));
  END LOOP;
  RETURN total;
END
$$;
