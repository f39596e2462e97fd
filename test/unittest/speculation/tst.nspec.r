1 2 3 4 0 0

-- @@stderr --
dtrace: 2 failed speculations (no speculative buffer available)
