-- Issue 29. E-mails are stored in one canonical form (src/domain/users/canonical-email.ts: trim,
-- NFKC, lower case). Earlier rows were lower-cased only; fold the rest where that does not collide
-- with another account of the same organization (a colliding row keeps its address, and matches
-- nothing it did not match before).
DO $$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    UPDATE users u SET email = lower(normalize(btrim(u.email), NFKC))
    WHERE u.email <> lower(normalize(btrim(u.email), NFKC))
      AND NOT EXISTS (
        SELECT 1 FROM users o
        WHERE o.org_id = u.org_id AND o.id <> u.id AND o.email = lower(normalize(btrim(u.email), NFKC))
      );
  END IF;
END $$;

-- Accepting an invitation used to mark its address verified, but the inviting admin is shown the
-- invitation link: it proved nothing. Addresses verified at the very moment of acceptance were
-- verified that way; they go back to unverified (the owner follows a mailed link once).
UPDATE users SET email_verified_at = NULL
WHERE invited_at IS NOT NULL AND email_verified_at IS NOT NULL AND email_verified_at = accepted_at;

-- Switching organizations by a code mailed at that moment to the target account's address. The
-- code is stored only as its SHA-256, bound to who asked and for which account, and dies after
-- a few wrong tries.
CREATE TABLE organization_switch_codes (
  id serial PRIMARY KEY,
  code_hash text NOT NULL,
  requester_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  failed_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX organization_switch_codes_requester_target_idx ON organization_switch_codes (requester_id, target_user_id);
CREATE INDEX organization_switch_codes_target_idx ON organization_switch_codes (target_user_id);
