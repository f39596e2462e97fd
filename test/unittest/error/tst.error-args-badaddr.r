2 1 -1 1 0xdead000

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0xdead000) in action #1
