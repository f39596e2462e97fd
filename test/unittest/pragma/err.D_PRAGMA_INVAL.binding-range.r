-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.binding-range.d: [D_PRAGMA_INVAL] line 5: invalid version string specified by #pragma binding
