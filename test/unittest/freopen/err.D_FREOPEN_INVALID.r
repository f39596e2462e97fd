-- @@stderr --
dtrace: failed to compile script err.D_FREOPEN_INVALID.d: [D_FREOPEN_INVALID] line 10: freopen( ) argument #1 cannot be "."
