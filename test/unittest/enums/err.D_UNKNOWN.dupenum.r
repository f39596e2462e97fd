-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.dupenum.d: [D_UNKNOWN] line 10: failed to define enumerator 'x': Duplicate member or variable name
