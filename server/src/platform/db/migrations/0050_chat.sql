-- Customer chat (issue #19): a conversation per buyer and store, its messages numbered within it, the
-- agents' online status and the stores' quick replies. Every table is a tenant table (RLS at the end).
-- Messages reach every API node through NOTIFY mall_chat (modules/chat/hub.ts), sent after commit.

CREATE TABLE chat_conversation (
  id               bigserial,
  shop_id          text NOT NULL REFERENCES shop (shop_id),
  store_id         bigint NOT NULL,
  buyer_id         bigint NOT NULL,
  -- The agent who answers it; null while it waits in the store's queue.
  agent_id         bigint,
  -- The number of its last message: messages are numbered 1, 2, … within the conversation, so a client
  -- that resumes asks for "after n" and can neither miss nor double one.
  last_seq         integer NOT NULL DEFAULT 0 CHECK (last_seq >= 0),
  buyer_read_seq   integer NOT NULL DEFAULT 0 CHECK (buyer_read_seq >= 0),
  agent_read_seq   integer NOT NULL DEFAULT 0 CHECK (agent_read_seq >= 0),
  last_message_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, store_id, buyer_id),
  -- Keys between tenant tables carry the shop (migration 0035).
  FOREIGN KEY (shop_id, store_id) REFERENCES store (shop_id, id),
  FOREIGN KEY (shop_id, buyer_id) REFERENCES app_user (shop_id, id),
  FOREIGN KEY (shop_id, agent_id) REFERENCES app_user (shop_id, id)
);
CREATE INDEX chat_conversation_buyer ON chat_conversation (shop_id, buyer_id);
CREATE INDEX chat_conversation_store ON chat_conversation (shop_id, store_id, last_message_at DESC);

CREATE TABLE chat_message (
  id               bigserial,
  shop_id          text NOT NULL REFERENCES shop (shop_id),
  conversation_id  bigint NOT NULL,
  seq              integer NOT NULL CHECK (seq > 0),
  sender           text NOT NULL CHECK (sender IN ('buyer', 'agent')),
  sender_id        bigint NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('text', 'image', 'product', 'order')),
  -- The text, or the picture's URL; a card's title.
  body             text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  -- A product or order card as the server read it when it was sent (never what a client claimed).
  card             jsonb,
  -- The sender's own id for the message: a resent message (after a reconnect) is the same message.
  client_id        text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, conversation_id, seq),
  UNIQUE (shop_id, conversation_id, sender_id, client_id),
  FOREIGN KEY (shop_id, conversation_id) REFERENCES chat_conversation (shop_id, id),
  FOREIGN KEY (shop_id, sender_id) REFERENCES app_user (shop_id, id)
);

-- Whether an agent takes conversations now (a store's buyers see "customer service not online" and may
-- leave a message when none of its agents is online).
CREATE TABLE chat_agent (
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL,
  online      boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id)
);

CREATE TABLE chat_quick_reply (
  id          bigserial,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  store_id    bigint NOT NULL,
  text        text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 200),
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, store_id) REFERENCES store (shop_id, id)
);
CREATE INDEX chat_quick_reply_store ON chat_quick_reply (shop_id, store_id, sort);

-- Pictures sent in a chat are uploads of their own purpose.
ALTER TABLE file_object DROP CONSTRAINT file_object_purpose_check;
ALTER TABLE file_object ADD CONSTRAINT file_object_purpose_check
  CHECK (purpose IN ('catalog', 'comment', 'voucher', 'invoice', 'avatar', 'document', 'storeLogo',
                     'storeDocument', 'chat'));

SELECT apply_tenant_isolation();
SELECT distribute_by_shop();
