status 1
-- @@stderr --
dtrace: no probes specified
