-- A monitor's e-mail notification goes through the outbox like every other mail; the message
-- names its delivery, whose state the send result settles. At most one message per delivery
-- attempt, so a repeated attempt cannot mail twice.
ALTER TABLE mail_outbox ADD COLUMN delivery_id integer REFERENCES deliveries (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX mail_outbox_delivery_id_key ON mail_outbox (delivery_id);
