1

-- @@stderr --
dtrace: 2 speculative drops
