-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.dupmember.d: [D_UNKNOWN] line 8: failed to define member 'x': Duplicate member or variable name
