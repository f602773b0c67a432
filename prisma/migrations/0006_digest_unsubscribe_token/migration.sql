-- Every digest e-mail carries the subscription's unsubscribe link, so the token must be readable
-- again at send time: it is kept sealed with SECRET_KEY next to its hash (the lookup key).
ALTER TABLE digest_subscriptions ADD COLUMN token_encrypted text NOT NULL;
CREATE INDEX digest_subscriptions_user_id_idx ON digest_subscriptions (user_id);
