status 1
-- @@stderr --
dtrace: failed to grab pid 2147483646: No such process
