
-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x5) in action #2
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0xffffffffffffffff) in action #2
