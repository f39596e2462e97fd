-- @@stderr --
dtrace: failed to compile script err.D_PRAGCTL_INVAL.define.d: [D_PRAGCTL_INVAL] line 5: invalid control directive: #define
