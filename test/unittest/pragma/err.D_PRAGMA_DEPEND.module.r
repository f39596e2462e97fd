-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_DEPEND.module.d: [D_PRAGMA_DEPEND] line 5: program requires module nosuchmodule
