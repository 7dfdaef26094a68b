-- A batch of orders completes (or releases) the idempotency keys it claimed in one update joined to
-- its answers. The planner cannot see how many answers a batch has, and with every committed key DONE
-- it judged a scan of the whole table cheaper than probing the primary key once per answer: ~1.5 ms a
-- batch on 30,000 keys, growing with the table. The keys still in flight are few: this index holds
-- just them.
CREATE INDEX "idempotency_keys_in_flight_idx" ON "idempotency_keys" USING btree ("user_id","key") WHERE "idempotency_keys"."state" = 'IN_FLIGHT';