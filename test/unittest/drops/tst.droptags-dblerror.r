
-- @@stderr --
dtrace: error on enabled probe ID 4 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: [DTRACEDROP_DBLERROR] 1 error in ERROR probe enabling
