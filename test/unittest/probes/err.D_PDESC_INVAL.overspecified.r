-- @@stderr --
dtrace: failed to compile script err.D_PDESC_INVAL.overspecified.d: [D_PDESC_INVAL] line 5: invalid probe description "profile::::tick-1sec": Overspecified probe description
