status 1
status 1
status 1
-- @@stderr --
dtrace: invalid probe specifier 4.56: probe identifier 4 not permitted when specifying functions
dtrace: invalid probe specifier 7: probe identifier 7 not permitted when specifying modules
dtrace: invalid probe specifier 1: probe identifier 1 not permitted when specifying providers
