-- @@stderr --
dtrace: failed to compile script err.D_PRAGCTL_INVAL.nocpp.d: [D_PRAGCTL_INVAL] line 5: invalid control directive: #ifdef
