-- Every digest e-mail carries the subscription's unsubscribe link, so the token must be readable
-- again at send time: it is kept sealed with SECRET_KEY next to its hash (the lookup key).
ALTER TABLE digest_subscriptions ADD COLUMN token_encrypted text NOT NULL;
-- One live subscription per user and dashboard (also the index "my subscriptions" reads).
CREATE UNIQUE INDEX digest_subscriptions_live_key ON digest_subscriptions (user_id, dashboard_id) WHERE unsubscribed_at IS NULL;
