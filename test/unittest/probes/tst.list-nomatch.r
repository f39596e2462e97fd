   ID   PROVIDER            MODULE                          FUNCTION NAME
exit 0
 ID PROVIDER MODULE FUNCTION NAME
 1 dtrace BEGIN
dtrace: failed to match nosuch:::: No probe matches description
exit 0
-- @@stderr --
dtrace: failed to match foo:bar:baz:qux: No probe matches description
