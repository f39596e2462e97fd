ERROR: 3 ERROR -1 4
BEGIN: 1 BEGIN 0 0 0 0 0 0

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in action #2
