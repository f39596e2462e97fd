0 2 3 -1 4 0

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in action #3
