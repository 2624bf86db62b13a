-- 账户信息 (uc-account): a user's gender (0 not said, 1 male, 2 female) and birthday beside the nickname
-- and avatar app_user already holds. Written by POST /yzc-upms/user/updateHeaderAndBirthday.
ALTER TABLE app_user
  ADD COLUMN gender smallint NOT NULL DEFAULT 0 CHECK (gender IN (0, 1, 2)),
  ADD COLUMN birthday date;
