status 1
-- @@stderr --
dtrace: failed to open /nonexistent/script.d: No such file or directory
