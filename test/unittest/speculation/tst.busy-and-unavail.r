1 2 0 0

-- @@stderr --
dtrace: 1 failed speculation (available buffer(s) still busy)
dtrace: 1 failed speculation (no speculative buffer available)
