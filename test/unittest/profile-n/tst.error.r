3 firings, 3 errors, tick-10ms

-- @@stderr --
dtrace: error on enabled probe ID 3 (ID 17: profile:::tick-10ms): divide-by-zero in action #2
dtrace: error on enabled probe ID 3 (ID 17: profile:::tick-10ms): divide-by-zero in action #2
dtrace: error on enabled probe ID 3 (ID 17: profile:::tick-10ms): divide-by-zero in action #2
