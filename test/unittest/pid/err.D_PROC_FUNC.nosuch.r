-- @@stderr --
dtrace: failed to compile script err.D_PROC_FUNC.nosuch.d: [D_PROC_FUNC] line 7: failed to lookup 'no_such_function' in module 'a.out'
