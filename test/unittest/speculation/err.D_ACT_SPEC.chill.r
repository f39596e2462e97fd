-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.chill.d: [D_ACT_SPEC] line 17: destructive actions may not follow speculate( )
