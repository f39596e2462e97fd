   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
-- @@stderr --
dtrace: failed to match :nosuchmodule::: No probe matches description
