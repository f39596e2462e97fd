   ID   PROVIDER            MODULE                          FUNCTION NAME
-- @@stderr --
dtrace: failed to match foo:bar:baz:qux: No probe matches description
