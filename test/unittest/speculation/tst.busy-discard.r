0 0

-- @@stderr --
dtrace: 2 failed speculations (available buffer(s) still busy)
