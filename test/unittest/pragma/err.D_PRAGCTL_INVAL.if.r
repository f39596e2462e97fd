-- @@stderr --
dtrace: failed to compile script err.D_PRAGCTL_INVAL.if.d: [D_PRAGCTL_INVAL] line 11: invalid control directive: #if
