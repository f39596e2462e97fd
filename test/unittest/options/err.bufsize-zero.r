-- @@stderr --
dtrace: could not enable tracing: Enabling exceeds size of buffer
