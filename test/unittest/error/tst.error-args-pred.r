arg1 2 arg2 0 arg4 4

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in predicate
