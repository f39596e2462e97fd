status 1
-- @@stderr --
dtrace: invalid probe specifier foo:bar:baz:qux: probe description foo:bar:baz:qux does not match any probes
