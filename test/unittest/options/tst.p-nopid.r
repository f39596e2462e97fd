status 1
-- @@stderr --
dtrace: No such process
