-- Issue 29. An organization created through public signup is egress-restricted (set at signup from
-- SIGNUP_ORGANIZATIONS_EGRESS, default restricted): its connectors and destinations reach no
-- loopback, private or link-local address nor the metadata database server (src/egress/guard.ts).
-- Existing organizations keep the rules they had.
ALTER TABLE organizations ADD COLUMN egress_restricted boolean NOT NULL DEFAULT false;
