-- Customer chat fixes (issue #19).
--
-- 1. A chat picture is readable only by the conversation's buyer and the store's staff: chat uploads
--    become private files, and a picture message names its file, so the file server finds the
--    conversations showing a file through an index instead of reading message bodies.
UPDATE file_object SET private = true WHERE purpose = 'chat';

ALTER TABLE chat_message ADD COLUMN file_id text;
UPDATE chat_message
   SET file_id = substring(body FROM '/iiot/jcmall-oss/file/[^/]+/([A-Za-z0-9_-]+)$')
 WHERE kind = 'image';
CREATE INDEX chat_message_file ON chat_message (shop_id, file_id) WHERE file_id IS NOT NULL;

-- 2. An agent is online for buyers only while they chose to be (chat_agent.online) AND at least one of
--    their agent sockets is open on some API node. Each open agent socket has a row here, refreshed by its
--    node's heartbeat (seen_at) and deleted when the socket closes; a node that dies leaves rows that stop
--    counting once seen_at is older than the expiry (modules/chat/presence.ts) and are then swept.
CREATE TABLE chat_agent_socket (
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  -- The connection's id (random, per socket) and the API node holding it.
  conn_id   text NOT NULL,
  node_id   text NOT NULL,
  user_id   bigint NOT NULL,
  seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, conn_id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id)
);
CREATE INDEX chat_agent_socket_user ON chat_agent_socket (shop_id, user_id, seen_at);
CREATE INDEX chat_agent_socket_seen ON chat_agent_socket (seen_at);

SELECT apply_tenant_isolation();
SELECT distribute_by_shop();
