-- An e-mail address proves nothing until it is verified (a mailed link, or an accepted invitation,
-- which was mailed to it). Organization select matches only verified addresses on both sides.
--
-- Existing rows start unverified, including accepted invitations: before this migration anybody
-- could change their own e-mail after accepting (the account-takeover path this closes), so no
-- stored address can be trusted. Users who switch organizations verify once (POST /api/verification_email).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz(3);

-- One-use verification links. The token is stored only as its SHA-256, and bound to the address it
-- was mailed to: once the user's e-mail changes, the link verifies nothing.
CREATE TABLE email_verifications (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3)
);
CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id);
