-- @@stderr --
dtrace: script 'err.nested.d' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
