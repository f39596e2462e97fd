-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.copyout.d: [D_ACT_SPEC] line 18: destructive actions may not follow speculate( )
