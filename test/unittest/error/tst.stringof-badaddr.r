ERROR fault 1 at 0x1000
ERROR fault 1 at 0x0
ERROR fault 1 at 0xffff800000000000
BEGIN

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x1000) in action #1
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0xffff800000000000) in action #1
