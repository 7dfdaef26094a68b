-- The index of keys in flight did not stay small: a completed key's old row version keeps its entry
-- until a vacuum, and a batch's update read the whole index (the planner thought it held a row or
-- two), so each batch read every key completed since the last vacuum: 11 ms a batch within seconds.
-- A batch now finds its keys by the primary key, their pairs given as arrays (idempotency-keys-repo.ts).
DROP INDEX "idempotency_keys_in_flight_idx";
