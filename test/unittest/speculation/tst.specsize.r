1
2

-- @@stderr --
dtrace: 1 speculative drop
